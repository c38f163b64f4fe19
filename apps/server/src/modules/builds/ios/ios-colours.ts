export type TRgb = [number, number, number];

/** `#rrggbb` in lower case, as config.json has it. */
export function hexOf([r, g, b]: TRgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
