// A menu of 10,000 products imported from a CSV file through the real API on PGlite (PostgreSQL
// with DATABASE_URL), against the target of 10 s, beside baselines measured in the same run:
// reading the file alone (no database), a preview of it, and its export. Prints figures; never
// passes or fails on time.
// Run: node --import tsx bench/menu-import.ts
import { parseMenuCsv } from '../packages/domain/src/catalogue/menu-csv';
import { inProcessApp } from './support/in-process-app';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const TARGET_MS = 10_000;
/** 40 categories of 250: within the menu's 500 products a category. */
const CATEGORIES = 40;

/** The file an owner with a big menu would write: every third product with a size and extras. */
function menuFile(priceOffset = 0): string {
  const lines = ['category,product,description,price,available,image,option_groups'];
  for (let i = 0; i < PRODUCTS; i += 1) {
    const price = (((i * 37) % 3000) + 300 + priceOffset) / 100;
    const groups =
      i % 3 === 0
        ? '"Size (1-1): Small +0.00 | Medium +1.00 | Large +2.00; Extras (0-3): Cheese +1.50 | Olives +1.00 | Ham +2.00 | Egg +0.80"'
        : '';
    lines.push(
      [
        `Category ${i % CATEGORIES}`,
        `Product ${i}`,
        `"Fresh, made to order; product number ${i}."`,
        price.toFixed(2),
        i % 10 === 0 ? 'no' : 'yes',
        i % 5 === 0 ? `https://cdn.example.com/p/${i}.jpg` : '',
        groups,
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

const { app, database, auth, close } = await inProcessApp();
const businesses = await app.inject({ url: '/api/businesses?page_size=1', headers: auth });
const businessId = businesses.json().result.items[0].id as number;

async function timed<T>(label: string, run: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const result = await run();
  const ms = performance.now() - started;
  console.log(`${label.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms`);
  return result;
}

async function send(file: string, query = '') {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'menu.csv');
  const request = new Request('http://x', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/menu/import${query}`,
    headers: { ...auth, 'content-type': request.headers.get('content-type') as string },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (response.statusCode !== 200) throw new Error(response.body.slice(0, 2000));
  return response.json().result;
}

const file = menuFile();
const groups = Math.ceil(PRODUCTS / 3) * 2;
console.log(
  `database: ${database.kind}; ${PRODUCTS} products in ${CATEGORIES} categories, ${groups} option groups, ${Math.ceil(PRODUCTS / 3) * 7} options; file ${(Buffer.byteLength(file) / 1024 / 1024).toFixed(1)} MB`,
);
await timed('baseline: read the file only (no database)', () => parseMenuCsv(file));
const first = await timed('import into the seeded menu (write)', () => send(file));
console.log(
  `  added ${first.added.products.length} products, removed ${first.removed.products.length}; target ≤ ${TARGET_MS} ms`,
);
await timed('baseline: preview of the same file (dry run)', () => send(file, '?dry_run=true'));
const again = await timed('import the same file again (nothing to write)', () => send(file));
console.log(`  unchanged ${again.unchanged}`);
const repriced = await timed('import with every price changed', () => send(menuFile(1)));
console.log(`  changed ${repriced.changed.products.length}`);
const exported = await timed('baseline: export the menu', () =>
  app.inject({ url: `/api/businesses/${businessId}/menu/export`, headers: auth }),
);
if (exported.statusCode !== 200) throw new Error(exported.body);
await close();
