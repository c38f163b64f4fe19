import { nestedAt, type TPageWords } from '../locales/page-words';
import { i18n } from './i18n';

/**
 * Adds a group of the English catalogue that is not in every page's code (src/locales/page-words.ts)
 * to the console's words. Each group's module (page-words/<group>.ts, dots as dashes) calls it as
 * it is evaluated, and every file reading the group's words imports that module, so the words are
 * there before any of its components draws, and come in the same files as the pages that read
 * them.
 * English, whatever the console's language: it is every language's fallback, and the other
 * languages' catalogues come whole.
 */
export function addPageWords(group: TPageWords, words: object) {
  // Merged deep: `settings.app` joins the `settings` words every page has.
  i18n.addResourceBundle('en', 'translation', nestedAt(group, words), true, false);
}
