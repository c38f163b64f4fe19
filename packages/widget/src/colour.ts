// The button's text colour: white or near-black, whichever contrasts more with the owner's colour
// (WCAG 2 relative luminance and contrast ratio, https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).

const NEAR_BLACK = '#111111';
/** The relative luminance of #111111. */
const NEAR_BLACK_LUMINANCE = 0.0056;

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** `hex` is #RRGGBB (checked by readOptions). */
export function readableTextColor(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const luminance =
    0.2126 * linear(n >> 16) + 0.7152 * linear((n >> 8) & 255) + 0.0722 * linear(n & 255);
  const onWhite = 1.05 / (luminance + 0.05);
  const onBlack = (luminance + 0.05) / (NEAR_BLACK_LUMINANCE + 0.05);
  return onWhite >= onBlack ? '#FFFFFF' : NEAR_BLACK;
}
