import type { TSiteLanguage } from '@oc/domain/website/site-languages';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import ISLAND_WORDS_EN from './islands/locales/en.json';
import type PAGE_WORDS_EN from './locales/en.json';

// The website's own words in the page's language (docs/product/website.md#languages). Two
// catalogues per language: the pages' (src/locales, drawn by the server only) and the islands'
// (src/islands/locales), which the page script needs too: the server writes the islands' words of
// the page's language into the page (`ISLAND_WORDS_ID`), so a page in Spanish brings its few
// kilobytes of Spanish and no other language, and a page in English brings none (its words are in
// the script). Written by hand rather than with i18next, which would nearly double the page
// script (docs/decisions/033-website-languages.md): all it needs is a lookup, `{{name}}` values
// and Intl's plural rules.

/** Plural forms are `key_one`, `key_other`… (Intl.PluralRules' names); the key is without them. */
type TBaseKey<K> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? B
  : K;

export type TIslandWordKey = TBaseKey<keyof typeof ISLAND_WORDS_EN>;
export type TWordKey = TIslandWordKey | TBaseKey<keyof typeof PAGE_WORDS_EN>;
export type TWordValues = Record<string, string | number>;

/** A page's language and its words (the islands' alone in the browser). */
export type TWords = { language: TSiteLanguage; words: Readonly<Record<string, string>> };

/** The id of the script element holding the islands' words of a page not in English. */
export const ISLAND_WORDS_ID = 'oc-words';

export const ENGLISH_ISLAND_WORDS: TWords = { language: 'en', words: ISLAND_WORDS_EN };

export const Words = createContext<TWords>(ENGLISH_ISLAND_WORDS);

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (language: string, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
};

/**
 * A word of `words` with its values: `{{name}}` replaced, and with a number `count`, the plural
 * form the language uses for it (`key_one`, `key_few`…, else `key_other`). A word missing from a
 * language's catalogue is a bug the catalogue test catches; it shows the English key's text rather
 * than nothing.
 */
export function translate(
  { language, words }: TWords,
  key: TWordKey,
  values?: TWordValues,
): string {
  const count = values?.count;
  const text =
    (typeof count === 'number'
      ? (words[`${key}_${pluralOf(language, count)}`] ?? words[`${key}_other`])
      : undefined) ??
    words[key] ??
    key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** This page's language. */
export const useLanguage = (): TSiteLanguage => useContext(Words).language;

/** The words of this page: `t('cart.open')`, `t('cart.items', { count: 2 })`. */
export function useWords(): (key: TWordKey, values?: TWordValues) => string {
  const words = useContext(Words);
  return (key, values) => translate(words, key, values);
}

/** The islands' words only: an island's component draws in the browser too. */
export function useIslandWords(): (key: TIslandWordKey, values?: TWordValues) => string {
  return useWords();
}
