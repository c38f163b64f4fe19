import { MESSAGE_CATALOGUES, TRANSLATED_LANGUAGES } from '@oc/domain/messages/message-locales';
import { MESSAGES, type TMessageKey } from '@oc/domain/messages/messages';
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

// Every language has every word of the English catalogue, with the same placeholders: a key missing
// in one language would show that reader English (i18next falls back), a placeholder lost would show
// a sentence with a hole in it.

type TTree = { [key: string]: string | TTree };
const CATALOGUES: Record<(typeof TRANSLATED_LANGUAGES)[number], TTree> = { es, fr, ar };

/** Every key path of a catalogue with its text. */
function leaves(tree: TTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/**
 * The key paths a language must have for the English ones: a plural word (x_one, x_other in
 * English) takes the language's own plural forms (Arabic has six, Spanish and French three).
 */
function expectedPaths(language: string): Set<string> {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const out = new Set<string>();
  for (const path of leaves(en as TTree).keys()) {
    if (PLURAL.test(path)) for (const form of forms) out.add(path.replace(PLURAL, `_${form}`));
    else out.add(path);
  }
  return out;
}

const placeholders = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((m) => m[1]).sort();
const I18NEXT_PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;
const MESSAGE_PLACEHOLDER = /:([a-z_]+)/gi;

describe.each(TRANSLATED_LANGUAGES)('the %s catalogues', (language) => {
  const words = leaves(CATALOGUES[language]);

  it('have every English key of the console, no other, each with words', () => {
    const expected = expectedPaths(language);
    const missing = [...expected].filter((path) => !words.has(path));
    const extra = [...words.keys()].filter((path) => !expected.has(path));
    expect(missing, `missing in ${language}.json`).toEqual([]);
    expect(extra, `in ${language}.json but not in en.json`).toEqual([]);
    const empty = [...words].filter(([, text]) => text.trim() === '').map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it("keep each English text's placeholders", () => {
    const english = leaves(en as TTree);
    const wrong: string[] = [];
    for (const [path, text] of words) {
      const source = english.get(path) ?? english.get(path.replace(PLURAL, '_other'));
      if (source === undefined) continue;
      const want = placeholders(source, I18NEXT_PLACEHOLDER).filter((p) => p !== 'count');
      const got = placeholders(text, I18NEXT_PLACEHOLDER).filter((p) => p !== 'count');
      if (want.join() !== got.join()) wrong.push(`${path}: ${want} ≠ ${got}`);
    }
    expect(wrong).toEqual([]);
  });

  it('translate every server and domain message, placeholders kept', async () => {
    const messages = await MESSAGE_CATALOGUES[language]();
    const keys = Object.keys(MESSAGES) as TMessageKey[];
    expect(keys.filter((key) => !messages[key]?.trim())).toEqual([]);
    expect(Object.keys(messages).filter((key) => !(key in MESSAGES))).toEqual([]);
    const wrong = keys.filter(
      (key) =>
        placeholders(MESSAGES[key], MESSAGE_PLACEHOLDER).join() !==
        placeholders(messages[key] ?? '', MESSAGE_PLACEHOLDER).join(),
    );
    expect(wrong).toEqual([]);
  });
});
