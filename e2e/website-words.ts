import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '../packages/domain/src/messages/messages';
import { E2E_PORT } from './playwright.config';

// The ordering website's own words as its customers read them (docs/product/website.md#languages),
// for the journeys that go through it in a language: its catalogues (the pages' and the islands'),
// filled in as the website fills them, and the English sentences a page in another language must
// never show.

export type TWebsiteLanguage = 'en' | 'es' | 'fr' | 'ar';

const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(resolve(root, path), 'utf8'));

/** A site of the server by its name: `siteOf('rival')('/es/checkout')`. */
export const siteOf =
  (label: string) =>
  (path = '/') =>
    `http://${label}.localhost:${E2E_PORT}${path}`;

/** Every word of the website in `language`: the pages' and the islands' catalogues in one. */
export const websiteWords = (language: TWebsiteLanguage): Record<string, string> => ({
  ...readJson(`apps/website/src/islands/locales/${language}.json`),
  ...readJson(`apps/website/src/locales/${language}.json`),
});

/** The server's messages in `language`, as it tells a website's customer (English as written). */
export const serverWords = (language: TWebsiteLanguage): Record<string, string> =>
  language === 'en' ? MESSAGES : readJson(`packages/domain/src/messages/locales/${language}.json`);

/**
 * A word as the page gives it to a screen reader: `{{name}}` values filled in, the plural form the
 * language uses for `count`, and `[[…]]` (read by screen readers only) read as it is.
 */
export function say(
  words: Record<string, string>,
  key: string,
  values: Record<string, string | number> = {},
  language?: TWebsiteLanguage,
): string {
  const count = values.count;
  const plural =
    typeof count === 'number' && language
      ? (words[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? words[`${key}_other`])
      : undefined;
  const text = plural ?? words[key];
  if (text === undefined) throw new Error(`no website words at ${key}`);
  return text
    .replace(/\[\[|\]\]/g, '')
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

/**
 * The texts of `english` a screen in another language must never show: sentences (more than one
 * word, at least 8 characters, without placeholders) that the language's own texts (`theirs`) do
 * not also use.
 */
export function onlyEnglish(english: readonly string[], theirs: readonly string[]): string[] {
  const same = new Set(theirs);
  return english.filter(
    (text) => /\s/.test(text.trim()) && !/[{:]/.test(text) && text.length >= 8 && !same.has(text),
  );
}

/** The website's and the server's English sentences a website page in `language` must not show. */
export const websiteEnglishOnly = (language: Exclude<TWebsiteLanguage, 'en'>): string[] =>
  onlyEnglish(
    [...Object.values(websiteWords('en')), ...Object.values(MESSAGES)],
    [...Object.values(websiteWords(language)), ...Object.values(serverWords(language))],
  );
