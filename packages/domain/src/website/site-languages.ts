// The languages a website speaks (docs/product/website.md#languages): the console's four, each
// with the site's own words in it (apps/website/src/locales). The owner chooses which ones a
// website offers and in what order; the first is its default, served at the site's own
// addresses, the others under their code (`/es/…`).

export const SITE_LANGUAGES = ['en', 'es', 'fr', 'ar'] as const;
export type TSiteLanguage = (typeof SITE_LANGUAGES)[number];

/** What a project's websites speak until the owner chooses. */
export const DEFAULT_SITE_LANGUAGES: readonly TSiteLanguage[] = ['en'];

export const isSiteLanguage = (code: unknown): code is TSiteLanguage =>
  typeof code === 'string' && (SITE_LANGUAGES as readonly string[]).includes(code);

/** Each language by its own name, as a customer looks for it in the website's selector. */
export const SITE_LANGUAGE_NAMES: Record<TSiteLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
};

/** Which way a language is written: Arabic right to left. */
export const directionOf = (language: string): 'ltr' | 'rtl' =>
  language === 'ar' || language.startsWith('ar-') ? 'rtl' : 'ltr';

/**
 * The Intl locale a language's numbers, prices and times are written in. Arabic with Latin
 * digits, as the console writes them (apps/console's lib/intl.ts): a price or an order number then
 * reads the same on the website, in the console and on the phone.
 */
export const intlLocaleOf = (language: string): string =>
  language === 'ar' || language.startsWith('ar-') ? 'ar-u-nu-latn' : language;

/**
 * The languages a stored value names, as the website reads it: the known ones, each once, in
 * order; the project's when the site has none of its own, and English when neither has any.
 */
export function siteLanguagesOf(own: unknown, project: unknown): TSiteLanguage[] {
  for (const value of [own, project]) {
    if (!Array.isArray(value)) continue;
    const codes = [...new Set(value.filter(isSiteLanguage))];
    if (codes.length > 0) return codes;
  }
  return [...DEFAULT_SITE_LANGUAGES];
}

/**
 * An owner's text in a language, when they wrote one: a business's or a product's name or
 * description (`translations.es.name`), else the text as typed.
 */
export type TTranslations = Partial<
  Record<TSiteLanguage, Partial<Record<'name' | 'description', string>>>
>;

export function translated(
  typed: string,
  translations: TTranslations | null | undefined,
  language: TSiteLanguage,
  field: 'name' | 'description',
): string {
  const own = translations?.[language]?.[field]?.trim();
  return own ? own : typed;
}
