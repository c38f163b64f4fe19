import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productCodeForSlug, productViewFor } from '@oc/domain/products/products';
import { encode, type TEncoded, type TEncoding } from '../lib/encoding';

/**
 * Each console page's own code, named in the page's index.html as modulepreload links, so the
 * browser downloads it beside the shell instead of after it: without them, the page's code is
 * asked for only once the shell has run and the router has matched the address, one more round
 * trip before anything is drawn (562 ms on Fast 3G). The pages and their modules are the console's
 * router's (apps/console/src/app/router.tsx); Vite's manifest names each module's files. A page
 * not listed here, or a build without a manifest, gets the plain index.html: only slower.
 */
const PAGES: [RegExp, (match: RegExpMatchArray) => string[]][] = [
  [/^\/login$/, () => ['src/app/routes/login.tsx']],
  [/^\/join\/[^/]+$/, () => ['src/app/routes/join.tsx']],
  [/^\/reset\/[^/]+$/, () => ['src/features/account/reset-page.tsx']],
  [/^\/my-products\/[^/]+$/, () => ['src/app/routes/product.tsx']],
  [
    /^\/my-products\/([^/]+)\/settings$/,
    (match) => {
      // The settings page draws the product's view: a website's tabs or an app's sections.
      const code = productCodeForSlug(decodeURIComponent(match[1] ?? ''));
      const view = code ? productViewFor(code) : 'unknown';
      const views: Record<string, string[]> = {
        web: ['src/app/routes/web-settings-tabs.tsx'],
        app: ['src/app/routes/app-settings-page.tsx'],
      };
      return ['src/app/routes/product-settings.tsx', ...(views[view] ?? [])];
    },
  ],
  [/^\/businesses$/, () => ['src/features/businesses/businesses-page.tsx']],
  [/^\/businesses\/new$/, () => ['src/features/businesses/business-new-page.tsx']],
  [/^\/businesses\/[^/]+\/menu$/, () => ['src/features/menu-editor/menu-page.tsx']],
  [/^\/businesses\/[^/]+$/, () => ['src/features/businesses/business-edit-page.tsx']],
  [/^\/orders$/, () => ['src/features/orders/orders-page.tsx']],
  [/^\/webhooks$/, () => ['src/features/webhooks/webhooks-page.tsx']],
  [/^\/webhooks\/[^/]+$/, () => ['src/features/webhooks/endpoint-page.tsx']],
  [/^\/team$/, () => ['src/features/team/team-page.tsx']],
  [/^\/activity$/, () => ['src/features/audit/activity-page.tsx']],
  [/^\/account$/, () => ['src/features/account/account-page.tsx']],
];

type TManifest = Record<string, { file: string; imports?: string[] }>;

/** A chunk's file and the files of everything it imports statically. */
function closure(manifest: TManifest, key: string, files = new Set<string>(), seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return files;
  seen.add(key);
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files, seen);
  return files;
}

/**
 * The console's index.html for a path, in the encoding asked for: with the page's own chunks as
 * modulepreload links when the path is a page's, else null (the file as built). Each page's
 * document is made and compressed once per encoding and kept: the drawn login page is ~9 KB.
 */
export function consolePageDocuments(
  distDir: string,
): (path: string, encoding: TEncoding) => TEncoded | null {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return () => null;
  let manifest: TManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as TManifest;
  } catch {
    return () => null;
  }
  // Where a page's links go: the head of index.html; in the login page drawn at build time
  // (apps/console/vite-prerender-login.ts), the template of code it asks for once it is on screen.
  const index = { name: 'index', html: readFileSync(indexPath, 'utf8'), end: '</head>' };
  const loginPath = join(distDir, 'login.html');
  const login = existsSync(loginPath)
    ? { name: 'login', html: readFileSync(loginPath, 'utf8'), end: '</template>' }
    : null;
  const shell = closure(manifest, 'index.html');
  const documents = new Map<string, TEncoded>();
  return (path, encoding) => {
    for (const [pattern, modulesOf] of PAGES) {
      const match = path.match(pattern);
      if (!match) continue;
      const files = new Set<string>();
      for (const key of modulesOf(match)) closure(manifest, key, files);
      const own = [...files].filter((file) => !shell.has(file) && file.endsWith('.js')).sort();
      const base = path === '/login' && login !== null ? login : index;
      if (own.length === 0 || !base.html.includes(base.end)) return null;
      const key = `${encoding}:${base.name}:${own.join(',')}`;
      let document = documents.get(key);
      if (!document) {
        const links = own
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        document = encode(base.html.replace(base.end, `${links}  ${base.end}`), encoding);
        documents.set(key, document);
      }
      return document;
    }
    return null;
  };
}
