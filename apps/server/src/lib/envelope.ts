/** A success answer: {error: false, result} (DESIGN.md "API"); failures go through plugins/envelope.ts. */
export const ok = <T>(result: T) => ({ error: false as const, result });
