import {
  SITE_LANGUAGES,
  type TSiteLanguage,
  type TTranslations,
} from '@oc/domain/website/site-languages';

// The owner's versions of a name and a description in the website's languages, as a form holds
// them: every language, each field as typed ('' for none). The form keeps the languages it does
// not show (a language the website no longer speaks), so saving never loses them.

export type TTranslationValues = Record<TSiteLanguage, { name: string; description: string }>;

export const translationValuesOf = (translations: TTranslations | undefined): TTranslationValues =>
  Object.fromEntries(
    SITE_LANGUAGES.map((language) => [
      language,
      {
        name: translations?.[language]?.name ?? '',
        description: translations?.[language]?.description ?? '',
      },
    ]),
  ) as TTranslationValues;

/**
 * The translations the values make, as the API takes them: trimmed, without the empty fields, and
 * always in one order, so the same versions compare the same.
 */
export function translationsOf(values: TTranslationValues): TTranslations {
  const translations: TTranslations = {};
  for (const language of SITE_LANGUAGES) {
    const version: { name?: string; description?: string } = {};
    const name = values[language].name.trim();
    const description = values[language].description.trim();
    if (name) version.name = name;
    if (description) version.description = description;
    if (name || description) translations[language] = version;
  }
  return translations;
}
