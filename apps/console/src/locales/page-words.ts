/**
 * The parts of the English catalogue downloaded with the pages that read them (lib/page-words.ts)
 * rather than with every page's code: each is read by pages of one area only. A part is one of
 * en.json's groups, or a group inside one (`settings.app`: the apps' settings words, which the
 * website's settings page never reads). The rest of en.json comes with the code. The other
 * languages come whole, downloaded when chosen. `page-words.test.ts` holds every page to the parts
 * it reads.
 */
export const PAGE_WORDS = [
  'menu',
  'webhooks',
  'team',
  'orders',
  'activity',
  'widgets',
  'account',
  'businesses',
  'settings.app',
  'settings.advanced',
] as const;
export type TPageWords = (typeof PAGE_WORDS)[number];

/** The module that adds a part's words (lib/page-words/<name>.ts): its path, dots as dashes. */
export const pageWordsModuleName = (part: string) => part.replaceAll('.', '-');

/** A part's words in the catalogue, or undefined when it has none there. */
export function wordsAt(catalogue: object, part: string): unknown {
  return part
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[key]
          : undefined,
      catalogue,
    );
}

/** The catalogue without the given parts (a copy; the catalogue is left as it is). */
export function withoutParts(catalogue: object, parts: readonly string[]): Record<string, unknown> {
  const strip = (node: Record<string, unknown>, prefix: string): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => !parts.includes(prefix + key))
        .map(([key, value]) => [
          key,
          value !== null &&
          typeof value === 'object' &&
          parts.some((part) => part.startsWith(`${prefix}${key}.`))
            ? strip(value as Record<string, unknown>, `${prefix}${key}.`)
            : value,
        ]),
    );
  return strip(catalogue as Record<string, unknown>, '');
}

/** A part's words placed where they belong in the catalogue: `settings.app` → `{ settings: { app } }`. */
export const nestedAt = (part: string, words: object): object =>
  part.split('.').reduceRight<object>((inner, key) => ({ [key]: inner }), words);
