import type { TRuleError } from '../messages/rule-result';

/**
 * The languages an app may offer its customers: the console's own four, then the ones ordering
 * apps most often ship in. Chinese comes in its two scripts, as app stores and customers tell them
 * apart (mainland and Singapore read Simplified, Taiwan and Hong Kong Traditional).
 */
export const APP_LANGUAGES = [
  'en',
  'es',
  'fr',
  'ar',
  'de',
  'it',
  'pt',
  'nl',
  'tr',
  'ru',
  'uk',
  'pl',
  'ro',
  'cs',
  'hu',
  'el',
  'sv',
  'da',
  'no',
  'fi',
  'he',
  'fa',
  'ur',
  'hi',
  'bn',
  'ta',
  'zh-Hans',
  'zh-Hant',
  'ja',
  'ko',
  'id',
  'ms',
  'th',
  'vi',
  'tl',
  'sw',
] as const;
export type TAppLanguage = (typeof APP_LANGUAGES)[number];

/** The constant that holds them: a JSON list of codes, in the order the owner chose. */
export const SUPPORTED_LANGUAGES_CODE = 'supported_languages';

export const isAppLanguage = (code: string): code is TAppLanguage =>
  (APP_LANGUAGES as readonly string[]).includes(code);

/** The codes a stored value lists, or null when it is not a JSON list of texts. */
export function readLanguageCodes(value: string | null): string[] | null {
  if (value === null) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((code) => typeof code === 'string')
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/**
 * What is wrong with a list of languages, already read as JSON: it must be a list of the
 * APP_LANGUAGES codes, each once, at least one (an app with no language would show no words).
 */
export function languagesErrors(parsed: unknown): TRuleError[] {
  if (!Array.isArray(parsed) || !parsed.every((code) => typeof code === 'string'))
    return [{ key: 'APP_LANGUAGES_NOT_A_LIST' }];
  const errors: TRuleError[] = [];
  if (parsed.length === 0) errors.push({ key: 'APP_LANGUAGES_EMPTY' });
  if (parsed.some((code) => !isAppLanguage(code))) errors.push({ key: 'APP_LANGUAGE_UNKNOWN' });
  if (new Set(parsed).size !== parsed.length) errors.push({ key: 'APP_LANGUAGES_TWICE' });
  return errors;
}

/**
 * The languages a built app offers, from its typed constants (the JSON list read): those apps can
 * offer, each once, in the owner's order. The server refuses anything else when it is saved; a
 * value saved before that rule is read as best it can be rather than failing the build.
 */
export function chosenAppLanguages(constants: Record<string, unknown>): TAppLanguage[] {
  const value = constants[SUPPORTED_LANGUAGES_CODE];
  if (!Array.isArray(value)) return [];
  const codes = value.filter(
    (code): code is TAppLanguage => typeof code === 'string' && isAppLanguage(code),
  );
  return [...new Set(codes)];
}

/**
 * The address a built app opens: its website, told which languages the app offers
 * (`?languages=en,es`, in the owner's order) so that the website can offer the same ones. The
 * website's own address is kept as it is; with no language chosen nothing is added.
 */
export function appStartUrl(siteUrl: string, languages: readonly TAppLanguage[]): string {
  const codes = languages.filter(isAppLanguage);
  if (codes.length === 0) return siteUrl;
  // Before any #fragment; after the website's own query when it has one (`&`), else `?`.
  const hash = siteUrl.indexOf('#');
  const address = hash === -1 ? siteUrl : siteUrl.slice(0, hash);
  const fragment = hash === -1 ? '' : siteUrl.slice(hash);
  const joiner = !address.includes('?') ? '?' : /[?&]$/.test(address) ? '' : '&';
  return `${address}${joiner}languages=${codes.join(',')}${fragment}`;
}
