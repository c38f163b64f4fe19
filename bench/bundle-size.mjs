// The console's shipped size: every file of apps/console/dist with its raw and gzip size, and the
// total a first visit downloads (index.html and the files it references). Prints figures; run after
// `npm run build`:  node bench/bundle-size.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'apps/console/dist';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(path);
  }
};
walk(dist);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set([
  'index.html',
  ...[...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]),
]);
let initialRaw = 0;
let initialGzip = 0;
for (const path of files.sort()) {
  const bytes = readFileSync(path);
  const gz = gzipSync(bytes, { level: 9 }).length;
  const rel = path.slice(dist.length + 1);
  const isInitial = initial.has(rel);
  if (isInitial) {
    initialRaw += bytes.length;
    initialGzip += gz;
  }
  console.log(
    `${rel.padEnd(48)} ${kb(bytes.length).padStart(10)} ${kb(gz).padStart(10)} gzip${isInitial ? '  (first visit)' : ''}`,
  );
}
console.log(`first visit: ${kb(initialRaw)} raw, ${kb(initialGzip)} gzip`);
