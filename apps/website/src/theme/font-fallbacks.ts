import arial from '@capsizecss/metrics/arial';
import lobster from '@capsizecss/metrics/lobster';
import poppins from '@capsizecss/metrics/poppins';
import raleway from '@capsizecss/metrics/raleway';
import roboto from '@capsizecss/metrics/roboto';

// Until the theme's font has loaded (it is swapped in when it arrives), the page is drawn in a
// font already on the phone, stretched to take the room the theme's font will: the same width on
// average and the same line height, so nothing moves when it comes (a shift of the whole page on a
// slow network otherwise). As Next.js and fontaine do it, from each font's published metrics
// (capsize's). Arial (or its metric twins) where the system has it, else Roboto (Android).

type TMetrics = {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
  subsets?: { latin?: { xWidthAvg: number } };
};

const THEME_FONTS: Record<string, TMetrics> = { poppins, lobster, raleway };
const SYSTEM_FONTS: { name: string; local: string[]; metrics: TMetrics }[] = [
  { name: 'Arial', local: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'], metrics: arial },
  { name: 'Roboto', local: ['Roboto', 'Roboto-Regular'], metrics: roboto },
];

/**
 * What the theme's font file has (@fontsource's Latin subset, which the server serves), and so what
 * its stand-ins stand in for. Any other script (Arabic) skips them both and goes on down the page's
 * font list to the system's own font for it (system-ui, then sans-serif): Arial stretched to
 * Poppins' Latin measures would draw Arabic oversized, and Roboto has none.
 */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const widthOf = (m: TMetrics) => (m.subsets?.latin?.xWidthAvg ?? m.xWidthAvg) / m.unitsPerEm;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The fallback families of a theme font, in order, for its font-family list. */
export const fallbackFamilies = (font: string) =>
  THEME_FONTS[font.toLowerCase()] ? SYSTEM_FONTS.map((s) => `${font} ${s.name}`) : [];

/** The @font-face rules of the fallbacks of a theme font (none for a font we have no metrics of). */
export function fallbackFaces(font: string): string {
  const metrics = THEME_FONTS[font.toLowerCase()];
  if (!metrics) return '';
  return SYSTEM_FONTS.map(({ name, local, metrics: system }) => {
    const sizeAdjust = widthOf(metrics) / widthOf(system);
    const em = metrics.unitsPerEm * sizeAdjust;
    return [
      `@font-face{font-family:"${font} ${name}";`,
      `src:${local.map((l) => `local("${l}")`).join(',')};`,
      `unicode-range:${LATIN};`,
      `size-adjust:${percent(sizeAdjust)};`,
      `ascent-override:${percent(metrics.ascent / em)};`,
      `descent-override:${percent(Math.abs(metrics.descent) / em)};`,
      `line-gap-override:${percent(metrics.lineGap / em)}}`,
    ].join('');
  }).join('');
}
