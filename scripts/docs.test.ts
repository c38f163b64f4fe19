// The docs are read by following links: from the README to a product page, from a comment to the
// section or decision that says why (docs/style.md#10-comments-say-why). A renamed heading or file
// breaks those silently, so every relative link and every markdown file a file names is checked.
// Comments and docs also say why in the product's own terms, never by the number of the ticket or
// work session that asked for a change: those numbers mean nothing to the next reader.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Built, installed or generated: not written by us. */
const SKIPPED_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  '.tsbuild',
  'reports',
  'test-results',
  'playwright-report',
]);
/**
 * The server's data directories (not the console's src/data code); migrations, which are history
 * by nature; the lock file, written by npm.
 */
const SKIPPED_PATHS = new Set([
  'data',
  'apps/server/data',
  'apps/server/drizzle',
  'package-lock.json',
]);
const SOURCE_DIRS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|json)$/;

/** Every file under `dir` (relative to the repository, with '/') whose name matches. */
function filesUnder(dir: string, name: RegExp): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(join(ROOT, path), { withFileTypes: true })) {
      const child = path ? `${path}/${entry.name}` : entry.name;
      if (SKIPPED_PATHS.has(child)) continue;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(child);
      } else if (name.test(entry.name)) found.push(child);
    }
  };
  walk(dir);
  return found;
}

const DOCS = ['README.md', 'ARCHITECTURE.md', ...filesUnder('docs', /\.md$/)];
const MARKDOWN = [...DOCS, ...filesUnder('bench', /\.md$/)];
const SOURCES = [
  ...SOURCE_DIRS.flatMap((dir) => filesUnder(dir, SOURCE_FILE)),
  ...readdirSync(ROOT).filter((name) => SOURCE_FILE.test(name) && !SKIPPED_PATHS.has(name)),
];

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** A markdown file's lines outside fenced code blocks, with their numbers. */
function proseLines(path: string): { line: string; n: number }[] {
  let fenced = false;
  return read(path)
    .split('\n')
    .flatMap((line, i) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return [];
      }
      return fenced ? [] : [{ line, n: i + 1 }];
    });
}

/**
 * A heading's anchor as GitHub makes it (docs/README.md#how-to-cite): the text as shown (a link's
 * words, not its address), lower-cased, without any character but letters, digits, spaces,
 * hyphens and underscores, each space a hyphen.
 */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors of a markdown file's headings; a repeated one also as `-1`, `-2`, … */
function anchorsOf(path: string): Set<string> {
  const cached = anchorCache.get(path);
  if (cached) return cached;
  const anchors = new Set<string>();
  for (const { line } of proseLines(path)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = slug(heading[1]);
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  anchorCache.set(path, anchors);
  return anchors;
}

/** `target` (a path, maybe with #anchor) from the root; a relative one is from `file`'s folder. */
function fromRoot(file: string, target: string, relativeToFile: boolean): string {
  const [path = '', anchor] = target.split('#');
  let rooted = path;
  if (!path) rooted = file;
  else if (relativeToFile) rooted = relative(ROOT, resolve(ROOT, dirname(file), path));
  return anchor === undefined ? rooted : `${rooted}#${anchor}`;
}

/** Why `target` (a path from the repository's root, maybe with #anchor) leads nowhere, or null. */
function brokenTarget(target: string): string | null {
  const [path = '', anchor] = target.split('#');
  if (!existsSync(join(ROOT, path))) return `no file ${path}`;
  if (anchor === undefined || !path.endsWith('.md') || statSync(join(ROOT, path)).isDirectory())
    return null;
  return anchorsOf(path).has(anchor) ? null : `no heading #${anchor} in ${path}`;
}

const INLINE_LINK = /\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_LINK = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/;
/**
 * A markdown file named from the repository's root, with its anchor (`docs/design.md#data`,
 * `ARCHITECTURE.md`), not part of a longer path or an address.
 */
const MD_PATH = /(?<![\w/.-])[\w./-]*?[\w-]\.md(?:#[\w-]+)?(?![\w/])/g;
/** In the docs only `docs/…` starts at the root: other names are relative or another project's. */
const DOCS_PATH = /(?<![\w/.-])docs\/[\w./-]*?[\w-]\.md(?:#[\w-]+)?(?![\w/])/g;
/** A decision cited by its number alone (docs/README.md#how-to-cite). */
const DECISION_NUMBER = /(?<![\w/.-])docs\/decisions\/(\d{3})(?![\w-])/g;
/** The naming pattern docs/style.md describes, not a file. */
const TEMPLATES = new Set(['docs/decisions/NNN-title.md']);
const DECISIONS = readdirSync(join(ROOT, 'docs/decisions'));

describe('links between the docs', () => {
  it('slugs headings as GitHub does', () => {
    expect(slug('1. Organise by feature')).toBe('1-organise-by-feature');
    expect(slug('`ssl_status` and [ssl](https://ssl.com) — what it means')).toBe(
      'ssl_status-and-ssl--what-it-means',
    );
  });

  it.each(MARKDOWN)('%s: every relative link reaches a file and its heading', (file) => {
    const broken: string[] = [];
    for (const { line, n } of proseLines(file)) {
      const targets = [...line.matchAll(INLINE_LINK)].map((m) => m[1] ?? '');
      const reference = REFERENCE_LINK.exec(line)?.[1];
      if (reference) targets.push(reference);
      for (const target of targets) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
        const why = brokenTarget(fromRoot(file, target, true));
        if (why) broken.push(`${file}:${n} (${target}): ${why}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('docs named in code and prose', () => {
  it('every markdown file (and #anchor) a source or a doc names exists', () => {
    const broken: string[] = [];
    for (const file of [...SOURCES, ...MARKDOWN]) {
      const named = file.endsWith('.md') ? DOCS_PATH : MD_PATH;
      read(file)
        .split('\n')
        .forEach((line, i) => {
          for (const [target] of line.matchAll(named)) {
            if (TEMPLATES.has(target)) continue;
            const why = brokenTarget(fromRoot(file, target, target.startsWith('.')));
            if (why) broken.push(`${file}:${i + 1} (${target}): ${why}`);
          }
          for (const [cited, number] of line.matchAll(DECISION_NUMBER)) {
            if (!DECISIONS.some((name) => name.startsWith(`${number}-`)))
              broken.push(`${file}:${i + 1} (${cited}): no decision ${number}`);
          }
        });
    }
    expect(broken).toEqual([]);
  });
});

describe('decision records', () => {
  it('are numbered in order, without a gap but those docs/README.md says are not used', () => {
    const numbers = DECISIONS.flatMap((name) => {
      const number = /^(\d{3})-.+\.md$/.exec(name)?.[1];
      return number ? [Number(number)] : [];
    });
    const unused = [...read('docs/README.md').matchAll(/\b(\d{3}) (?:is|are) not used/g)].map((m) =>
      Number(m[1]),
    );
    const unexplained: number[] = [];
    for (let n = 1; n <= Math.max(...numbers); n++)
      if (!numbers.includes(n) && !unused.includes(n)) unexplained.push(n);
    expect(unexplained).toEqual([]);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i || unused.includes(n))).toEqual([]);
  });
});

describe('comments and docs say why in their own terms', () => {
  it('cite no issue, stop or session number', () => {
    const found: string[] = [];
    for (const file of [...SOURCES, ...MARKDOWN]) {
      read(file)
        .split('\n')
        .forEach((line, i) => {
          if (/\b(issue|stop|session) \d+/i.test(line))
            found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
