/**
 * The parts of the English catalogue (en.json's top-level groups) downloaded with the pages that
 * read them (lib/page-words.ts) rather than with every page's code: each is read by pages of one
 * area only. The rest of en.json comes with the code. The other languages come whole, downloaded
 * when chosen. `page-words.test.ts` holds every page to the groups it reads.
 */
export const PAGE_WORDS = [
  'menu',
  'webhooks',
  'team',
  'orders',
  'activity',
  'widgets',
  'account',
] as const;
export type TPageWords = (typeof PAGE_WORDS)[number];
