import { SITE_LANGUAGES } from '@oc/domain/website/site-languages';
import { describe, expect, it } from 'vitest';
import ISLAND_WORDS_AR from './locales/ar.json';
import ISLAND_WORDS_EN from './locales/en.json';
import ISLAND_WORDS_ES from './locales/es.json';
import ISLAND_WORDS_FR from './locales/fr.json';

// The islands' catalogues (words.ts): every word in every language, with the plural forms each
// language's rules choose among, and the same {{values}} as the English word.

const CATALOGUES: Record<string, Record<string, string>> = {
  en: ISLAND_WORDS_EN,
  es: ISLAND_WORDS_ES,
  fr: ISLAND_WORDS_FR,
  ar: ISLAND_WORDS_AR,
};
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL, '');
const valuesOf = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the islands’ words', () => {
  const english = Object.keys(ISLAND_WORDS_EN);
  const plurals = new Set(english.filter((k) => PLURAL.test(k)).map(baseOf));

  it.each(SITE_LANGUAGES)('has every word in %s, and no other', (language) => {
    const words = CATALOGUES[language] ?? {};
    const bases = (keys: string[]) => [...new Set(keys.map(baseOf))].sort();
    expect(bases(Object.keys(words))).toEqual(bases(english));
    for (const key of Object.keys(words)) {
      if (!PLURAL.test(key)) expect(words[key]?.trim(), key).not.toBe('');
    }
  });

  it.each(SITE_LANGUAGES)('has the plural forms %s chooses among', (language) => {
    const words = CATALOGUES[language] ?? {};
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of plurals)
      for (const form of forms) expect(words[`${base}_${form}`], `${base}_${form}`).toBeTruthy();
  });

  it.each(SITE_LANGUAGES)('keeps the English words’ values in %s', (language) => {
    const words = CATALOGUES[language] ?? {};
    for (const key of english.filter((k) => !PLURAL.test(k)))
      expect(valuesOf(words[key] ?? ''), key).toEqual(valuesOf(ISLAND_WORDS_EN[key as never]));
    // A plural form may say the number in words ('منتجان'), so it may leave out {{count}}.
    for (const base of plurals) {
      const other = valuesOf((ISLAND_WORDS_EN as Record<string, string>)[`${base}_other`] ?? '');
      for (const [key, text] of Object.entries(words).filter(([k]) => baseOf(k) === base))
        for (const name of valuesOf(text)) expect(other, key).toContain(name);
    }
  });
});
