import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_WORDS, withoutParts, wordsAt } from './src/locales/page-words';

const PREFIX = 'virtual:console-words/';
const RESOLVED = `\0${PREFIX}`;

/**
 * The English catalogue cut where the console's code needs it, en.json staying the one source that
 * translators and the catalogue tests read: `virtual:console-words/shell` is en.json without the
 * groups downloaded with their pages (src/locales/page-words.ts), and
 * `virtual:console-words/<group>` is one of those groups, `settings.app` a group inside `settings`
 * (lib/page-words.ts imports each). A file split of en.json would do the same at the cost of ten
 * more files to keep in step.
 */
export function consoleWords(): Plugin {
  let catalogue = '';
  return {
    name: 'oc-console-words',
    configResolved(config) {
      catalogue = join(config.root, 'src/locales/en.json');
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      this.addWatchFile(catalogue);
      const words = JSON.parse(readFileSync(catalogue, 'utf8')) as Record<string, unknown>;
      const group = id.slice(RESOLVED.length);
      const pageGroups: readonly string[] = PAGE_WORDS;
      if (group === 'shell') {
        return `export default ${JSON.stringify(withoutParts(words, pageGroups))};`;
      }
      const part = wordsAt(words, group);
      if (!pageGroups.includes(group) || part === null || typeof part !== 'object') {
        this.error(`${id}: en.json has no page group '${group}' (src/locales/page-words.ts)`);
      }
      return `export default ${JSON.stringify(part)};`;
    },
  };
}
