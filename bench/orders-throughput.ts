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

import { loadOnce, type TFigures, type TTarget } from './support/load';
import { NO_ORDER_LIMITS, orderableDemo, placeOrder } from './support/orders';
import { median, onEachDatabase, startServer, tempDir } from './support/processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const owner = { ownerEmail: 'bench@bench.test', ownerPassword: 'bench-password-1' };

const load = (target: TTarget) => loadOnce(target, CONNECTIONS, SECONDS);

async function measure(label: string, databaseUrl?: string) {
  const dir = tempDir('oc-bench-orders-');
  const server = await startServer({
    dataDir: dir.path,
    databaseUrl,
    ...owner,
    workers: 0,
    env: NO_ORDER_LIMITS,
  });
  try {
    const { order: placing } = await orderableDemo(
      server.base,
      owner.ownerEmail,
      owner.ownerPassword,
    );
    const order: TTarget = { ...placing, method: 'POST' };
    // One by hand first: a refusal says why, rather than a load of non-2xx.
    const first = await placeOrder(placing);
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

await onEachDatabase('bench_orders', measure);
