// The website's page script (apps/website/src/client): its raw and gzip size against the 60 KB
// gzip target (docs/product/website.md#cart). Builds it first; prints figures, never fails on size:
//   node bench/website-js.mjs
import { gzipSync } from 'node:zlib';
import { buildSiteScript } from '../apps/website/build.mjs';

const TARGET_GZIP = 60 * 1024;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const { script, bytes } = await buildSiteScript();
const gzip = gzipSync(bytes, { level: 9 }).length;
console.log(
  `${script.padEnd(24)} ${kb(bytes.length).padStart(10)} raw ${kb(gzip).padStart(10)} gzip`,
);
const share = ((gzip / TARGET_GZIP) * 100).toFixed(0);
const verdict = gzip <= TARGET_GZIP ? 'within' : 'OVER';
console.log(`target ${kb(TARGET_GZIP)} gzip: ${verdict} (${share}%)`);
