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
      `size-adjust:${percent(sizeAdjust)};`,
      `ascent-override:${percent(metrics.ascent / em)};`,
      `descent-override:${percent(Math.abs(metrics.descent) / em)};`,
      `line-gap-override:${percent(metrics.lineGap / em)}}`,
    ].join('');
  }).join('');
}
