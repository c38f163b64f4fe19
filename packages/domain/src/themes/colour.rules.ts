// The one colour rule and the colour maths every part shares: the console, the website, the
// widget's loader (through widgets/widget-protocol.ts) and the server's app packagers. No imports,
// zod included: the loader bundles this file. The zod schema is ZHexColor (colour.schema.ts).

/** Six hex digits after '#', as the colour pickers write them (docs/product/theme-values.md). */
export const HEX_COLOUR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
export const isHexColour = (value: unknown): value is string =>
  typeof value === 'string' && HEX_COLOUR_PATTERN.test(value);

/** Every colour picker's default (the primary colour's, the buttons', the apps'). */
export const DEFAULT_COLOR = '#2C7BE5';
/** The page background's default. */
export const DEFAULT_PAGE_BACKGROUND = '#FFFFFF';

const WHITE = '#FFFFFF';
const BLACK = '#000000';

/** The colour in upper case when it is one (the value is owner content); else the fallback. */
export const colourOr = (value: unknown, fallback: string): string =>
  isHexColour(value) ? value.toUpperCase() : fallback;

/** The red, green and blue channels (0–255) of a `#RRGGBB` colour. */
export const hexToRgb = (colour: string): [number, number, number] => [
  Number.parseInt(colour.slice(1, 3), 16),
  Number.parseInt(colour.slice(3, 5), 16),
  Number.parseInt(colour.slice(5, 7), 16),
];

/** `#RRGGBB` (upper case) of three channels, each rounded and kept within 0–255. */
export const rgbToHex = (channels: readonly number[]): string =>
  `#${channels
    .map((c) =>
      Math.min(255, Math.max(0, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();

/** The colour with each channel scaled down by `by` (a fifth by default): a status bar's shade. */
export const darker = (colour: string, by = 0.2): string =>
  rgbToHex(hexToRgb(colour).map((c) => c * (1 - by)));

/** WCAG 2 relative luminance of a `#RRGGBB` colour, 0 (black) to 1 (white). */
export function relativeLuminance(colour: string): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = hexToRgb(colour);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two `#RRGGBB` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA's least contrast for text. */
export const READABLE_CONTRAST = 4.5;

/** White, or `dark` (black by default), whichever reads better on the background. */
export function readableOn<TDark extends string = typeof BLACK>(
  background: string,
  dark: TDark = BLACK as TDark,
): typeof WHITE | TDark {
  return contrastRatio(WHITE, background) >= contrastRatio(dark, background) ? WHITE : dark;
}

/**
 * `colour` moved towards black or white (whichever suits the background) in twentieths until it
 * reaches the AA contrast for text, 4.5:1; so the owner's brand colour stays recognisable.
 */
export function readableTint(colour: string, background: string): string {
  const target = readableOn(background) === WHITE ? 255 : 0;
  const channels = hexToRgb(colour);
  for (let step = 0; step <= 20; step += 1) {
    const mixed = rgbToHex(channels.map((c) => c + ((target - c) * step) / 20));
    if (contrastRatio(mixed, background) >= READABLE_CONTRAST) return mixed;
  }
  return readableOn(background);
}
