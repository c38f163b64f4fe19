import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The website's own files (docs/product/website.md#addresses): one stylesheet, one page script
// and the theme's fonts, all under /_site/ on the website's host and cached for a year, since
// their names change with their content.

const require = createRequire(import.meta.url);
/** apps/website/, found through the package (a workspace link) rather than a relative path. */
const WEBSITE_DIR = dirname(dirname(require.resolve('@oc/website/render')));

type TAsset = { type: string; bytes: Buffer };
export type TSiteAssets = {
  /** The addresses a page links to. */
  refs: { style: string; script: string | null };
  /** The file of a name under /_site/assets/, if there is one. */
  file: (name: string) => TAsset | undefined;
};

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Every styles/*.css, in name order, as one file. */
function readStylesheet(dir: string): Buffer {
  if (!existsSync(dir)) return Buffer.alloc(0);
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.css'))
    .sort();
  return Buffer.concat(names.map((name) => readFileSync(join(dir, name))));
}

/** The page script the website's build wrote, named in dist/manifest.json; null when unbuilt. */
function readScript(dist: string): { name: string; bytes: Buffer } | null {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
  } catch {
    return null;
  }
  const name = (manifest as { script?: unknown } | null)?.script;
  if (typeof name !== 'string' || !/^[\w.-]+\.js$/.test(name)) return null;
  try {
    return { name, bytes: readFileSync(join(dist, name)) };
  } catch {
    return null;
  }
}

/** Reads the stylesheet and the script once, when the server starts. */
export function loadSiteAssets(websiteDir = WEBSITE_DIR): TSiteAssets {
  const css = readStylesheet(join(websiteDir, 'src', 'styles'));
  const files = new Map<string, TAsset>([
    [`site.${hashOf(css)}.css`, { type: 'text/css; charset=utf-8', bytes: css }],
  ]);
  const script = readScript(join(websiteDir, 'dist'));
  if (script) {
    files.set(script.name, { type: 'text/javascript; charset=utf-8', bytes: script.bytes });
  }
  const [style = ''] = files.keys();
  return {
    refs: {
      style: `/_site/assets/${style}`,
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
