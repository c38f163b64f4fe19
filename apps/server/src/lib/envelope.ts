/**
 * A success answer: {error: false, result} (docs/design.md#api); failures go through
 * plugins/envelope.ts.
 */
export const ok = <T>(result: T) => ({ error: false as const, result });
