import type { TSiteLanguage } from '@oc/domain/website/site-languages';
import ISLANDS_AR from './islands/locales/ar.json';
import ISLANDS_EN from './islands/locales/en.json';
import ISLANDS_ES from './islands/locales/es.json';
import ISLANDS_FR from './islands/locales/fr.json';
import PAGES_AR from './locales/ar.json';
import PAGES_EN from './locales/en.json';
import PAGES_ES from './locales/es.json';
import PAGES_FR from './locales/fr.json';
import type { TWords } from './words';

// Every language's words, for the server, which draws pages in all of them. The page script never
// imports this file: it gets its islands' words from the page (words.ts).

const ISLANDS: Record<TSiteLanguage, Record<string, string>> = {
  en: ISLANDS_EN,
  es: ISLANDS_ES,
  fr: ISLANDS_FR,
  ar: ISLANDS_AR,
};
const PAGES: Record<TSiteLanguage, Record<string, string>> = {
  en: PAGES_EN,
  es: PAGES_ES,
  fr: PAGES_FR,
  ar: PAGES_AR,
};

const all = new Map<TSiteLanguage, TWords>();

/** A language's words for a whole page: the pages' and the islands'. */
export function pageWordsOf(language: TSiteLanguage): TWords {
  let words = all.get(language);
  if (!words) {
    words = { language, words: { ...PAGES[language], ...ISLANDS[language] } };
    all.set(language, words);
  }
  return words;
}

/** The islands' words of a language, as the page carries them for its script. */
export const islandWordsOf = (language: TSiteLanguage): Readonly<Record<string, string>> =>
  ISLANDS[language];

/** Every catalogue, for the test that checks they have the same words. */
export const CATALOGUES = { pages: PAGES, islands: ISLANDS };
