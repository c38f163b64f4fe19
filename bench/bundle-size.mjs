// The console's shipped size. Prints figures; run after `npm run build`:  node bench/bundle-size.mjs
//
// 1. Every file of apps/console/dist with its raw, gzip and brotli size.
// 2. Per route, what a first visit downloads, by following Vite's manifest
//    (apps/console/dist/.vite/manifest.json, `build.manifest: true`): index.html and the chunks it
//    loads statically (the shell every page shares), then the route's own module (the router's
//    `lazy` import) and its static imports, JavaScript and CSS apart. What the route imports
//    dynamically (React.lazy: the editor, the crop dialog, hidden tabs) is listed as "when used".
// CONSOLE_DIST=… measures another build (e.g. an older commit's, built in a git worktree).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = process.env.CONSOLE_DIST ?? 'apps/console/dist';
/**
 * The settings route's JavaScript budget on a first visit (docs/decisions/024): the stack floor
 * (bench/page-ready.ts builds it: the least the libraries the console must use take, 145.6 KB gzip)
 * and at most 80 KB gzip of our own above it.
 */
const STACK_FLOOR_GZIP = 145.6 * 1024;
const SETTINGS_BUDGET_GZIP = STACK_FLOOR_GZIP + 80 * 1024;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sizeCache = new Map();
const sizeOf = (rel) => {
  if (!sizeCache.has(rel)) {
    const bytes = readFileSync(join(dist, rel));
    sizeCache.set(rel, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes).length,
    });
  }
  return sizeCache.get(rel);
};
const sum = (files) =>
  [...files].reduce(
    (acc, rel) => {
      const s = sizeOf(rel);
      return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, brotli: acc.brotli + s.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
const line = (label, files) => {
  const s = sum(files);
  return `${label.padEnd(34)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)} gzip ${kb(s.brotli).padStart(10)} br  (${files.size} files)`;
};

// 1. Every file.
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    // The build's own .br and .gz beside each file (vite.config.ts) are other encodings of it.
    if (name === '.vite' || /\.(br|gz)$/.test(name)) continue;
    if (statSync(path).isDirectory()) walk(path);
    else files.push(path.slice(dist.length + 1));
  }
};
walk(dist);
console.log(`${'file'.padEnd(48)} ${'raw'.padStart(10)} ${'gzip'.padStart(15)}`);
for (const rel of files.sort()) {
  const s = sizeOf(rel);
  console.log(`${rel.padEnd(48)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)} gzip`);
}

// 2. Per route, through the manifest.
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.log(
    '\nno .vite/manifest.json: build with `build.manifest: true` for the per-route figures',
  );
  process.exit(0);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
/** A chunk and everything it imports statically: its JS files and CSS files. */
const closure = (key, js = new Set(), css = new Set(), seen = new Set()) => {
  if (seen.has(key)) return { js, css };
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no ${key}`);
  if (chunk.file.endsWith('.js')) js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) closure(imported, js, css, seen);
  return { js, css };
};
const minus = (a, b) => new Set([...a].filter((x) => !b.has(x)));
const union = (a, b) => new Set([...a, ...b]);

const shell = closure('index.html');
// Scripts index.html names that the manifest does not (the first script, built apart:
// apps/console/vite-early-data.ts) are downloaded by every page too.
for (const [, src] of readFileSync(join(dist, 'index.html'), 'utf8').matchAll(
  /<script[^>]*\ssrc="\/([^"]+\.js)"/g,
)) {
  shell.js.add(src);
}
const html = new Set(['index.html']);
console.log('\nthe shell every page downloads (index.html and its static imports):');
console.log(line('  JavaScript', shell.js));
console.log(line('  CSS', shell.css));
console.log(line('  total with index.html', union(union(shell.js, shell.css), html)));

// Each route's module by its source path (the build names every lazily loaded module so, also one
// filed with others: apps/console/vite-chunk-plan.ts).
const routes = Object.keys(manifest).filter(
  (k) => k.startsWith('src/app/routes/') && manifest[k].isDynamicEntry,
);
// A build without route chunks (an older commit's, CONSOLE_DIST): every page downloads the shell
// alone.
let settingsJsGzip = routes.length === 0 ? sum(shell.js).gzip : null;
// The settings route's loader (app/router.tsx) downloads the product's view with the route: a web
// product's tabs or an app's sections. Each is measured with the route.
const VIEWS = { 'web-settings-tabs': 'product-settings', 'app-settings-page': 'product-settings' };
const keyOf = (name) => routes.find((k) => k.endsWith(`/${name}.tsx`));
const pages = [];
for (const key of routes) {
  const name = key.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  if (VIEWS[name]) continue;
  const views = Object.keys(VIEWS).filter((v) => VIEWS[v] === name && keyOf(v));
  if (views.length === 0) pages.push({ name, keys: [key] });
  for (const view of views) pages.push({ name: `${name} + ${view}`, keys: [key, keyOf(view)] });
}
if (routes.length === 0) console.log('\nno route chunks: every page downloads the shell');
for (const { name, keys } of pages) {
  const parts = keys.map((k) => closure(k));
  const own = {
    js: parts.reduce((acc, p) => union(acc, p.js), new Set()),
    css: parts.reduce((acc, p) => union(acc, p.css), new Set()),
  };
  const ownJs = minus(own.js, shell.js);
  const ownCss = minus(own.css, shell.css);
  const firstJs = union(shell.js, own.js);
  const firstCss = union(shell.css, own.css);
  console.log(`\nroute ${name}:`);
  console.log(line('  its own JavaScript', ownJs));
  console.log(line('  its own CSS', ownCss));
  console.log(line('  first visit: JavaScript', firstJs));
  console.log(line('  first visit: CSS', firstCss));
  console.log(line('  first visit: all', union(union(firstJs, firstCss), html)));
  // What the route loads when used (React.lazy), each with what it adds to the route.
  const later = new Set();
  const queue = keys.flatMap((k) => manifest[k].dynamicImports ?? []);
  for (const imported of ownJs) {
    const k = Object.keys(manifest).find((m) => manifest[m].file === imported);
    if (k) queue.push(...(manifest[k].dynamicImports ?? []));
  }
  for (const lazyKey of queue) {
    if (later.has(lazyKey) || routes.includes(lazyKey)) continue;
    later.add(lazyKey);
    const part = closure(lazyKey);
    const adds = minus(union(part.js, part.css), union(firstJs, firstCss));
    const label = `    when used: ${lazyKey.replace(/^.*\//, '')}`;
    console.log(line(label, adds));
  }
  if (name === 'product-settings + web-settings-tabs' || name === 'product-settings') {
    settingsJsGzip = sum(firstJs).gzip;
  }
}
if (settingsJsGzip !== null) {
  console.log(
    `\nwebsite settings page, first visit, JavaScript: ${kb(settingsJsGzip)} gzip, the stack floor + ${kb(settingsJsGzip - STACK_FLOOR_GZIP)} (target ${kb(SETTINGS_BUDGET_GZIP)}: the floor + 80.0 KB)`,
  );
}
