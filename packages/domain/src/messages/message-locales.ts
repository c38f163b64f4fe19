import type { TMessageKey } from './messages';

/** The languages the console and the website speak besides English, the messages' own. */
export const TRANSLATED_LANGUAGES = ['es', 'fr', 'ar'] as const;
export type TTranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** Each message's translation, by its short key; placeholders written :name as in MESSAGES. */
export type TMessageCatalogue = Record<TMessageKey, string>;

/**
 * Each language's messages, downloaded only by whoever reads that language: a page in English
 * never carries the other three.
 */
export const MESSAGE_CATALOGUES: Record<TTranslatedLanguage, () => Promise<TMessageCatalogue>> = {
  es: async () => (await import('./locales/es.json')).default as TMessageCatalogue,
  fr: async () => (await import('./locales/fr.json')).default as TMessageCatalogue,
  ar: async () => (await import('./locales/ar.json')).default as TMessageCatalogue,
};
