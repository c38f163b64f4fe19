import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import {
  nestedAt,
  PAGE_WORDS,
  pageWordsModuleName,
  withoutParts,
  wordsAt,
} from './locales/page-words';
import { codeFiles, importsOf, isTestCode, withoutComments } from './test/source-files';

// The English words that come with their pages (lib/page-words.ts, src/locales/page-words.ts): a
// file that reads a group's words imports the group's module, which adds them as it is evaluated,
// before any component of the file draws; and no page's shared code carries one, so the words stay
// out of the first download of every other page.

const SRC = dirname(fileURLToPath(import.meta.url));
const show = (path: string) => relative(SRC, path).split(sep).join('/');
const groupModule = (group: string) =>
  join(SRC, 'lib', 'page-words', `${pageWordsModuleName(group)}.ts`);

/**
 * Files that name a group's words without reading them as its own: the list's paging is handed the
 * words' place by each list, whose file imports its group.
 */
const NAMED_FOR_OTHERS = new Set(['components/list-paging.tsx']);

const files = codeFiles(SRC).map((path) => {
  const text = readFileSync(path, 'utf8');
  return { path, text, imports: importsOf(path, text), isTest: isTestCode(path, text) };
});

/**
 * The groups whose words a file's code names (`'orders.list.next'`, `` `orders.status.${s}` ``,
 * `'settings.app.build.title'`).
 */
const groupsRead = (text: string) =>
  PAGE_WORDS.filter((group) =>
    new RegExp(`['"\`]${group.replaceAll('.', '\\.')}\\.[A-Za-z]`).test(withoutComments(text)),
  );

describe('words that come with their pages', () => {
  it('are imported by every file that reads them', () => {
    const missing = files
      .filter(({ isTest, path }) => !isTest && !NAMED_FOR_OTHERS.has(show(path)))
      .flatMap(({ path, text, imports }) =>
        groupsRead(text)
          .filter(
            (group) =>
              !imports.some(({ target, isDynamic }) => !isDynamic && target === groupModule(group)),
          )
          .map(
            (group) =>
              `${show(path)} reads '${group}.…' without importing lib/page-words/${pageWordsModuleName(group)}`,
          ),
      );
    expect(missing).toEqual([]);
    // The rule finds something to hold: each group is read somewhere.
    for (const group of PAGE_WORDS) {
      expect(files.some(({ text, isTest }) => !isTest && groupsRead(text).includes(group))).toBe(
        true,
      );
    }
  });

  it("are in no page's shared code: nothing main.tsx loads without waiting imports them", () => {
    const byPath = new Map(files.map((file) => [file.path, file]));
    const shell = new Set<string>();
    const visit = (path: string) => {
      if (shell.has(path) || !byPath.has(path)) return;
      shell.add(path);
      for (const { target, isDynamic } of byPath.get(path)?.imports ?? []) {
        if (target && !isDynamic) visit(target);
      }
    };
    visit(join(SRC, 'main.tsx'));
    expect(shell.size).toBeGreaterThan(20);
    expect(
      [...shell].filter((path) => path.startsWith(join(SRC, 'lib', 'page-words', ''))).map(show),
    ).toEqual([]);
  });

  it('are groups of en.json, each with a module of its own', () => {
    for (const group of PAGE_WORDS) {
      expect(en).toHaveProperty(group);
      expect(files.some(({ path }) => path === groupModule(group))).toBe(true);
    }
  });

  it("with the shell's words, are en.json whole, each word once", async () => {
    const shell = withoutParts(en, PAGE_WORDS);
    for (const part of PAGE_WORDS) {
      expect(wordsAt(shell, part)).toBeUndefined();
      expect(wordsAt(en, part)).toEqual(expect.any(Object));
    }
    // What the shell keeps of a group a part is cut from: the website's settings words.
    expect(wordsAt(shell, 'settings.basic')).toEqual(en.settings.basic);
    // Put back as addPageWords does: each part merged deep into the words the code came with.
    const words = i18next.createInstance();
    await words.init({ resources: { en: { translation: structuredClone(shell) } } });
    for (const part of PAGE_WORDS) {
      words.addResourceBundle(
        'en',
        'translation',
        nestedAt(part, wordsAt(en, part) as object),
        true,
        false,
      );
    }
    const whole = words.getResourceBundle('en', 'translation');
    expect(whole).toEqual(en);
  });
});
