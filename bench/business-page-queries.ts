// The database statements each storefront page runs, counted at the driver (every statement of
// PGlite or the pg pool goes through its client's query), with the page's time beside it: cold
// (after a write, so nothing is kept by the read cache, decision 023) and warm (right after the
// same page). Then one business's menu grown to BENCH_PRODUCTS products (default 500, the menu's
// largest category size, in 25 categories, every third product with option groups) through the
// menu import, and its page counted again: the baseline is the same page with the demo's small menu
// in the same run, and the target is that the count does not grow with the menu (no statement per
// category, product or option group). Prints figures; never passes or fails.
// Run: node --import tsx bench/business-page-queries.ts   (DATABASE_URL for PostgreSQL)
import { inProcessApp } from './support/in-process-app';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 500);
const ROUNDS = 5;
const HOST = 'bench.localhost:8080';

const { app, database, auth, close } = await inProcessApp();

type TClient = { query: (...args: unknown[]) => Promise<unknown> };
const client = (database.db as unknown as { $client: TClient }).$client;
const query = client.query;
let statements = 0;
client.query = (...args) => {
  statements += 1;
  return query.apply(client, args);
};

const list = await app.inject({ url: '/api/businesses?page_size=100', headers: auth });
const [first, second] = list.json().result.items as { id: number; slug: string }[];
if (!first || !second) throw new Error('the demo project has fewer than two businesses');

/** Any committed write: nothing read before it may be served from the read cache after it. */
const writeSomething = () =>
  query.call(client, 'update businesses set name = name where id = $1', [first.id]);

const page = (path: string) => app.inject({ url: path, headers: { host: HOST } });

async function firstProductPath(slug: string) {
  const html = (await page(`/store/${slug}`)).body;
  const href = html.match(new RegExp(`/store/${slug}/products/[a-z0-9]+`))?.[0];
  if (!href) throw new Error(`no product link on /store/${slug}`);
  return href;
}

/** The fewest statements of ROUNDS loads (a timer may add one, never take one away) and the median ms. */
async function measure(path: string, cold: boolean, expected: number) {
  const counts: number[] = [];
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    if (cold) await writeSomething();
    else await page(path);
    statements = 0;
    const started = performance.now();
    const response = await page(path);
    times.push(performance.now() - started);
    counts.push(statements);
    if (response.statusCode !== expected)
      throw new Error(`${path} answered ${response.statusCode}, not ${expected}`);
  }
  times.sort((a, b) => a - b);
  return { statements: Math.min(...counts), ms: times[Math.floor(times.length / 2)] ?? 0 };
}

function row(
  label: string,
  cold: { statements: number; ms: number },
  warm?: { statements: number; ms: number },
) {
  const cells = [
    label.padEnd(52),
    String(cold.statements).padStart(5),
    cold.ms.toFixed(1).padStart(8),
    warm ? String(warm.statements).padStart(5) : '     ',
    warm ? warm.ms.toFixed(1).padStart(8) : '',
  ];
  console.log(cells.join(' '));
}

async function pageRow(label: string, path: string, expected = 200) {
  const cold = await measure(path, true, expected);
  const warm = await measure(path, false, expected);
  row(label, cold, warm);
  return cold;
}

console.log(`database: ${database.kind}; median of ${ROUNDS} loads, fewest statements`);
console.log(
  `${'page'.padEnd(52)} ${'cold'.padStart(5)} ${'ms'.padStart(8)} ${'warm'.padStart(5)} ${'ms'.padStart(8)}`,
);
await pageRow('home', '/');
await pageRow('listing (/businesses)', '/businesses');
const small = await pageRow(
  `business page, demo menu (/store/${second.slug})`,
  `/store/${second.slug}`,
);
await pageRow('product page', await firstProductPath(second.slug));
await pageRow('checkout', '/checkout');

// An old slug answers a redirect to the new one, then the page is read at its new address.
const renamed = await app.inject({
  method: 'PATCH',
  url: `/api/businesses/${second.id}`,
  headers: auth,
  payload: { slug: `${second.slug}-new` },
});
if (renamed.statusCode !== 200) throw new Error(renamed.body);
await pageRow('old slug (301 to the new one)', `/store/${second.slug}`, 301);

// One business's menu grown to PRODUCTS products through the import, as an owner would.
const lines = ['category,product,description,price,available,image,option_groups'];
for (let i = 0; i < PRODUCTS; i += 1) {
  const groups =
    i % 3 === 0
      ? '"Size (1-1): Small +0.00 | Large +2.00; Extras (0-2): Cheese +1.50 | Egg +0.80"'
      : '';
  lines.push(
    [
      `Category ${i % 25}`,
      `Product ${i}`,
      'Made to order.',
      ((i % 30) + 3).toFixed(2),
      'yes',
      '',
      groups,
    ].join(','),
  );
}
const form = new FormData();
form.append('file', new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), 'menu.csv');
const request = new Request('http://x', { method: 'POST', body: form });
const imported = await app.inject({
  method: 'POST',
  url: `/api/businesses/${first.id}/menu/import`,
  headers: { ...auth, 'content-type': request.headers.get('content-type') as string },
  payload: Buffer.from(await request.arrayBuffer()),
});
if (imported.statusCode !== 200) throw new Error(imported.body.slice(0, 2000));
const big = await pageRow(
  `business page, ${PRODUCTS} products (/store/${first.slug})`,
  `/store/${first.slug}`,
);
console.log(
  `\nbusiness page, cold: ${big.statements} statements with ${PRODUCTS} products against ${small.statements} with the demo menu (baseline, same run); target: no more`,
);

client.query = query;
await close();
