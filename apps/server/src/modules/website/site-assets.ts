import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The website's own files (docs/product/website.md#addresses): one page script and the theme's
// fonts, under /_site/ on the website's host and cached for a year, since their names change with
// their content; and one stylesheet, written into every page's head rather than linked, so a
// page's first paint waits for no other request (docs/decisions/029-page-cache.md).

const require = createRequire(import.meta.url);
/** apps/website/, found through the package (a workspace link) rather than a relative path. */
const WEBSITE_DIR = dirname(dirname(require.resolve('@oc/website/render')));

type TAsset = { type: string; bytes: Buffer };
export type TSiteAssets = {
  /** What a page carries: the stylesheet's text and the page script's address. */
  page: { css: string; script: string | null };
  /** The file of a name under /_site/assets/, if there is one. */
  file: (name: string) => TAsset | undefined;
};

/** Every styles/*.css, in name order, as one file. */
function readStylesheet(dir: string): Buffer {
  if (!existsSync(dir)) return Buffer.alloc(0);
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.css'))
    .sort();
  return Buffer.concat(names.map((name) => readFileSync(join(dir, name))));
}

/**
 * A file the website's build wrote and named in dist/manifest.json under `key` (`script`, or
 * `style`: the stylesheet minified); null when unbuilt.
 */
function readBuilt(dist: string, key: 'script' | 'style'): { name: string; bytes: Buffer } | null {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
  } catch {
    return null;
  }
  const name = (manifest as Record<string, unknown> | null)?.[key];
  const extension = key === 'script' ? '.js' : '.css';
  if (typeof name !== 'string' || !/^[\w.-]+$/.test(name) || !name.endsWith(extension)) return null;
  try {
    return { name, bytes: readFileSync(join(dist, name)) };
  } catch {
    return null;
  }
}

/** Reads the stylesheet and the script once, when the server starts. */
export function loadSiteAssets(websiteDir = WEBSITE_DIR): TSiteAssets {
  const dist = join(websiteDir, 'dist');
  // Unbuilt (tests, a checkout before `npm run build`), the styles as written: the same rules.
  const css = readBuilt(dist, 'style')?.bytes ?? readStylesheet(join(websiteDir, 'src', 'styles'));
  const files = new Map<string, TAsset>();
  const script = readBuilt(dist, 'script');
  if (script) {
    files.set(script.name, { type: 'text/javascript; charset=utf-8', bytes: script.bytes });
  }
  return {
    page: {
      css: css.toString('utf8'),
      script: script ? `/_site/assets/${script.name}` : null,
    },
    file: (name) => files.get(name),
  };
}

const FONT_FILE = /^(poppins|lobster|raleway)-([1-9]00)\.woff2$/;
/** Each family's folder of files, found through its package. */
const FONT_DIRS: Record<string, string> = {
  poppins: dirname(require.resolve('@fontsource/poppins/files/poppins-latin-400-normal.woff2')),
  lobster: dirname(require.resolve('@fontsource/lobster/files/lobster-latin-400-normal.woff2')),
  raleway: dirname(require.resolve('@fontsource/raleway/files/raleway-latin-400-normal.woff2')),
};

/**
 * A theme font, `{family}-{weight}.woff2`, from @fontsource (Latin); Lobster has only 400, served
 * for every weight. Undefined for any other name.
 */
export async function readFont(name: string): Promise<Buffer | undefined> {
  const match = FONT_FILE.exec(name);
  if (!match) return undefined;
  const [, family = '', weight] = match;
  const file = `${family}-latin-${family === 'lobster' ? 400 : weight}-normal.woff2`;
  return readFile(join(FONT_DIRS[family] ?? '', file));
}
