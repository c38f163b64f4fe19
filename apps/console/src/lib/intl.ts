import type { i18n as TI18n } from 'i18next';

// Numbers, prices, dates, times and lists are written the way the console's language writes them,
// by the browser's own Intl: '12,50 US$' in Spanish, '$12.50' in English. Components pass
// `i18n.language` (from useTranslation, so they render again when the member switches language);
// the words around them are the catalogue's.

/**
 * The Intl locale for a console language. Arabic is written with Latin digits ('ar-u-nu-latn'),
 * as the Arabic back offices owners already use write prices, times and order numbers (Careem's,
 * Shopify's admin): a price typed with the keyboard's digits then reads the same as it is shown.
 * Saying so explicitly also keeps it the same on every browser, whose Arabic default digits differ
 * between versions.
 */
export function intlLocaleOf(language: string): string {
  return language === 'ar' || language.startsWith('ar-') ? 'ar-u-nu-latn' : language;
}

/** A number as the language writes it: 1234.5 → '1,234.5' (en), '1234,5' (es). */
export const formatNumber = (value: number, language: string, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(intlLocaleOf(language), options).format(value);

/**
 * Items as one phrase in the language: 'A, B and C' (en), 'A, B y C' (es), 'A وB وC' (ar); with
 * 'disjunction', the choices of which any one will do: 'PNG or JPG'.
 */
export const formatList = (
  items: readonly string[],
  language: string,
  type: Intl.ListFormatType = 'conjunction',
) => new Intl.ListFormat(intlLocaleOf(language), { style: 'long', type }).format(items);

/** A date and time as the language writes it, on the owner's own clock (the browser's zone). */
export const formatDateTime = (
  iso: string | Date,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
) => new Intl.DateTimeFormat(intlLocaleOf(language), options).format(new Date(iso));

/** A list's "1–50 of 1,234" numbers, as the language writes them. */
export const rangeWords = (
  range: { first: number; last: number; total: number },
  language: string,
) => ({
  first: formatNumber(range.first, language),
  last: formatNumber(range.last, language),
  total: formatNumber(range.total, language),
});

/** The catalogues' formats ({{date, datetime}}, {{value, number}}, {{when, relativetime}}, ...). */
const FORMATS = {
  number: (locale: string, options: Intl.NumberFormatOptions) => {
    const format = new Intl.NumberFormat(locale, options);
    return (value: number) => format.format(value);
  },
  currency: (locale: string, options: Intl.NumberFormatOptions) => {
    const format = new Intl.NumberFormat(locale, { ...options, style: 'currency' });
    return (value: number) => format.format(value);
  },
  datetime: (locale: string, options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(locale, options);
    return (value: Date | number) => format.format(value);
  },
  relativetime: (locale: string, options: Intl.RelativeTimeFormatOptions & { range?: string }) => {
    const format = new Intl.RelativeTimeFormat(locale, options);
    const unit = (options.range ?? 'day') as Intl.RelativeTimeFormatUnit;
    return (value: number) => format.format(value, unit);
  },
  list: (locale: string, options: Intl.ListFormatOptions) => {
    const format = new Intl.ListFormat(locale, options);
    return (value: string[]) => format.format(value);
  },
} as const;

/**
 * Makes i18next's formats in the catalogues write as `intlLocaleOf` says (Latin digits in Arabic)
 * rather than with the bare language code.
 */
export function installConsoleFormats(instance: TI18n) {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  for (const [name, make] of Object.entries(FORMATS))
    formatter.addCached(name, (language, options) =>
      (make as (locale: string, options: object) => (value: unknown) => string)(
        intlLocaleOf(language ?? 'en'),
        options ?? {},
      ),
    );
}
