// Languages and translations: the console's, a website's, and the translations of a business's or a
// product's name and description. Part of MESSAGES (./messages.ts); apart, for the checks the
// console's first pages make (see ./common-messages.ts).
export const LANGUAGE_MESSAGES = {
  ACCOUNT_LANGUAGE_UNKNOWN:
    'The console is not available in this language: choose English, Spanish, French or Arabic.',
  SITE_LANGUAGES_NOT_A_LIST:
    'The website languages must be a list of language codes, like ["en", "es"].',
  SITE_LANGUAGES_EMPTY: 'Choose at least one language for the website.',
  SITE_LANGUAGE_UNKNOWN:
    'The website is not available in one of these languages: choose English, Spanish, French or Arabic.',
  SITE_LANGUAGES_TWICE: 'The website has a language twice: keep each language once.',
  TRANSLATIONS_FORMAT:
    'Write translations by language code, each with a name and a description, like {"es": {"name": "…", "description": "…"}}.',
  TRANSLATIONS_LANGUAGE_UNKNOWN:
    'A translation is in a language the website cannot offer: write it in English, Spanish, French or Arabic.',
  TRANSLATED_NAME_LENGTH: 'A translated name can have at most 120 characters.',
  BUSINESS_TRANSLATED_DESCRIPTION_LENGTH:
    'A translated description of the business can have at most 2000 characters.',
  MENU_TRANSLATED_DESCRIPTION:
    'A translated description of a product can have at most 1000 characters.',
} as const;
