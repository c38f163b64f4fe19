import { SITE_LANGUAGES, type TSiteLanguage } from '@oc/domain/website/site-languages';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../page-words';

// The website's two catalogue sets (the pages' and the islands'), each in the four languages: a
// word missing in one language would show the key's English text, and a value left in English
// would show English on a page in Spanish.

const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL, '');
const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
/** The parts only a screen reader reads (`[[…]]`, pages/parts.tsx), counted. */
const hiddenPartsOf = (text: string) => (text.match(/\[\[|\]\]/g) ?? []).join('');

/**
 * Values that are the same word as the English one in that language, rightly: 'Total' is the
 * Spanish and French word, 'min' the abbreviation of minutes in both, and so on.
 */
const SAME_AS_ENGLISH: Record<Exclude<TSiteLanguage, 'en'>, string[]> = {
  es: ['Total', 'Subtotal', '{{count}} min'],
  fr: ['Total', 'Menu', 'Photos', 'Sessions', '[[Page ]]{{page}}', '{{count}} min'],
  ar: [],
};

/** The plural forms a language's words need, as Intl names them. */
const formsOf = (language: TSiteLanguage) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();

describe.each(Object.entries(CATALOGUES))('the %s catalogues', (_set, catalogues) => {
  const english = catalogues.en;
  const pluralBases = [
    ...new Set(
      Object.keys(english)
        .filter((k) => PLURAL.test(k))
        .map(baseOf),
    ),
  ];

  it.each(SITE_LANGUAGES)('%s has every word, and no other', (language) => {
    const keys = Object.keys(catalogues[language]);
    const single = (all: string[]) => all.filter((k) => !pluralBases.includes(baseOf(k))).sort();
    expect(single(keys)).toEqual(single(Object.keys(english)));
    for (const base of pluralBases) {
      const forms = keys.filter((k) => baseOf(k) === base && PLURAL.test(k));
      expect(forms.map((k) => k.slice(base.length + 1)).sort(), base).toEqual(formsOf(language));
    }
  });

  it.each(SITE_LANGUAGES)('%s has no empty word', (language) => {
    for (const [key, value] of Object.entries(catalogues[language]))
      expect(value.trim(), `${language} ${key}`).not.toBe('');
  });

  it.each(SITE_LANGUAGES)(
    '%s keeps the English words’ placeholders and hidden parts',
    (language) => {
      for (const [key, value] of Object.entries(catalogues[language])) {
        const englishKey = PLURAL.test(key) ? `${baseOf(key)}_other` : key;
        const wanted = placeholdersOf(english[englishKey] ?? '');
        const found = placeholdersOf(value);
        // A plural form may say its number in words ('متجران', two businesses): without `count`.
        if (PLURAL.test(key)) {
          expect(
            found.filter((p) => p !== 'count'),
            `${language} ${key}`,
          ).toEqual(wanted.filter((p) => p !== 'count'));
        } else expect(found, `${language} ${key}`).toEqual(wanted);
        expect(hiddenPartsOf(value), `${language} ${key}`).toBe(
          hiddenPartsOf(english[englishKey] ?? ''),
        );
      }
    },
  );

  it.each(['es', 'fr', 'ar'] as const)('%s has no word left in English', (language) => {
    const left = Object.entries(catalogues[language])
      .filter(([key, value]) => english[key] === value)
      .filter(([, value]) => !SAME_AS_ENGLISH[language].includes(value))
      .map(([key]) => key);
    expect(left).toEqual([]);
  });
});

describe('the two sets', () => {
  it('do not share a key: a page would get the islands’ word without anyone seeing it', () => {
    const pages = Object.keys(CATALOGUES.pages.en);
    const islands = new Set(Object.keys(CATALOGUES.islands.en));
    expect(pages.filter((k) => islands.has(k))).toEqual([]);
  });
});
