// The ordering widget's loader (packages/widget, served at /widget/v1.js): its raw and gzip size
// against the 8 KB gzip budget (docs/product/widgets.md). Builds dist/v1.js first; prints figures,
// never fails on size (packages/widget/src/build.test.ts does):
//   node --import tsx bench/widget-size.ts
import { gzipSync } from 'node:zlib';
import { buildWidget } from '../packages/widget/build.mjs';

const BUDGET_GZIP = 8 * 1024;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const { bytes } = await buildWidget();
const gzip = gzipSync(bytes, { level: 9 }).length;
console.log(
  `widget/v1.js ${String(bytes.length).padStart(7)} B raw (${kb(bytes.length)}) ${String(gzip).padStart(6)} B gzip (${kb(gzip)})`,
);
const share = ((gzip / BUDGET_GZIP) * 100).toFixed(0);
console.log(
  `budget ${kb(BUDGET_GZIP)} gzip: ${gzip <= BUDGET_GZIP ? 'within' : 'OVER'} (${share}%)`,
);
