// Orders a second through the website's `POST /_site/orders` (a customer's checkout, priced and
// stored by the server in one transaction under the site's lock, docs/decisions/025-order-limits.md)
// with autocannon on loopback, on PGlite and then PostgreSQL, against a baseline measured in the
// same run on the same server: `GET /api/health` (one `select 1`), the least a request that touches
// the database costs. The real server as `npm start` runs it (API only, WORKERS=0), its own temp data
// dir and the demo project, with the order limits raised so that they never answer 429 (the limits
// are what a busy site meets by design; this measures the work of an order). One demo business is
// opened all week first, so the figure does not depend on the time of day. Prints figures; never
// passes or fails.
// Run: node --import tsx bench/orders-throughput.ts   (BENCH_DATABASES=pglite or postgres for one)
import { fork } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { median, startPostgres, startServer, tempDir } from './support/processes';

const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOAD_CHILD = fileURLToPath(new URL('./support/load-child.mjs', import.meta.url));
const owner = { ownerEmail: 'bench@bench.test', ownerPassword: 'bench-password-1' };
const NO_LIMITS = {
  ORDERS_PER_ADDRESS: '10000',
  ORDERS_PER_ADDRESS_MINUTES: '1',
  ORDERS_PER_SITE: '100000',
  ORDERS_PER_SITE_SECONDS: '1',
  OPEN_ORDERS_PER_SITE: '1000000',
};
const ALL_WEEK = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [
    d,
    [{ open: '00:00', close: '23:59' }],
  ]),
);

type TTarget = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};
type TFigures = { rps: number; p50: number; p99: number; bad: number };

/** One load in a fresh process (./support/load-child.mjs says why). */
async function load(target: TTarget): Promise<TFigures> {
  const child = fork(LOAD_CHILD, [], { serialization: 'advanced', stdio: 'inherit' });
  const [figures] = await new Promise<TFigures[]>((resolve, reject) => {
    child.once('message', (message) => resolve(message as TFigures[]));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the load's process ended (${code})`)));
    child.send({ targets: [target], connections: CONNECTIONS, duration: SECONDS });
  });
  if (!figures) throw new Error('no figures');
  return figures;
}

async function api<T>(base: string, path: string, init: RequestInit & { token?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${base}/api${path}`, { ...init, headers });
  const body = (await response.json()) as { error: boolean; result: T };
  if (body.error) throw new Error(`${path}: ${response.status} ${JSON.stringify(body.result)}`);
  return body.result;
}

/** One request with its own Host header (fetch may not set one). */
function postOnce(target: TTarget): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      target.url,
      { method: 'POST', headers: target.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.once('error', reject);
    request.end(target.body);
  });
}

type TMenu = {
  categories: { products: { id: number; option_groups: { min_choices: number }[] }[] }[];
};

async function measure(label: string, databaseUrl?: string) {
  const dir = tempDir('oc-bench-orders-');
  const server = await startServer({
    dataDir: dir.path,
    databaseUrl,
    ...owner,
    workers: 0,
    env: NO_LIMITS,
  });
  try {
    const { token } = await api<{ token: string }>(server.base, '/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: owner.ownerEmail, password: owner.ownerPassword }),
    });
    const { items } = await api<{ items: { id: number; slug: string }[] }>(
      server.base,
      '/businesses?search=pizza%20palace',
      { token },
    );
    const business = items[0];
    if (!business) throw new Error('no Pizza Palace in the demo');
    await api(server.base, `/businesses/${business.id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ hours: ALL_WEEK, closed_dates: [], minimum_order: 0 }),
    });
    const menu = await api<TMenu>(server.base, `/businesses/${business.id}/menu`, { token });
    const product = menu.categories
      .flatMap((c) => c.products)
      .find((p) => p.option_groups.every((g) => g.min_choices === 0));
    if (!product) throw new Error('no product without a required choice');
    const port = new URL(server.base).port;
    const host = `demo.localhost:${port}`;
    const order: TTarget = {
      url: `${server.base}/_site/orders`,
      method: 'POST',
      headers: { host, 'content-type': 'application/json', origin: `http://${host}` },
      body: JSON.stringify({
        business_slug: business.slug,
        order_type: 'pickup',
        items: [{ product_id: String(product.id), quantity: 2 }],
        customer: { name: 'Bench Customer', phone: '+1 555 0100', address: '' },
      }),
    };
    // One by hand first: a refusal says why, rather than a load of non-2xx.
    const first = await postOnce(order);
    if (first.status !== 201 && first.status !== 200)
      throw new Error(`an order was refused: ${first.status} ${first.body}`);
    const health: TTarget = { url: `${server.base}/api/health` };
    const runs: Record<string, TFigures[]> = { health: [], orders: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.health?.push(await load(health));
      runs.orders?.push(await load(order));
    }
    const row = (name: string, list: TFigures[], base?: number) => {
      const rps = median(list.map((f) => f.rps));
      const bad = list.reduce((sum, f) => sum + f.bad, 0);
      const ratio = base ? `${((100 * rps) / base).toFixed(1)}%` : '';
      console.log(
        `  ${name.padEnd(36)}${rps.toFixed(0).padStart(8)}${median(list.map((f) => f.p50))
          .toFixed(1)
          .padStart(9)}${median(list.map((f) => f.p99))
          .toFixed(1)
          .padStart(9)}${ratio.padStart(10)}${String(bad).padStart(9)}`,
      );
      return rps;
    };
    console.log(
      `\n${label}: ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s`,
    );
    console.log(
      `  ${'case'.padEnd(36)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'× health'.padStart(10)}${'non-2xx'.padStart(9)}`,
    );
    const base = row('GET /api/health (baseline)', runs.health ?? []);
    row('POST /_site/orders (one order each)', runs.orders ?? [], base);
  } finally {
    await server.stop();
    await dir.remove();
  }
}

if (DATABASES.includes('pglite')) await measure('PGlite');
if (DATABASES.includes('postgres')) {
  const postgres = await startPostgres();
  try {
    await measure('PostgreSQL', await postgres.createDatabase('bench_orders'));
  } finally {
    await postgres.stop();
  }
}
