// The websites' public pages under load (docs/decisions/029-page-cache.md): each page of the demo's
// ordering website asked with Host demo.localhost and `Accept-Encoding: br` by autocannon at
// BENCH_CONNECTIONS (default 20) on loopback, against a bare Fastify 5 (the server's own copy, same
// Node flags) answering the very same bytes and headers, interleaved in the same rounds: req/s,
// the ratio (target ≥ 50%) and p99 (target ≤ 25 ms) of a warm page. Then each page cold, the first
// request after a write (a save that changes nothing, as an owner's save would empty the cache):
// median and worst ms of BENCH_COLD (default 20) such requests, against p99 ≤ 100 ms. The real
// server as `npm start` runs it (API only), its own temp data dir and the demo project; on PGlite,
// then on PostgreSQL (a throwaway cluster). Prints figures; never passes or fails.
// Run: node --import tsx bench/website-throughput.ts   (BENCH_DATABASES=pglite or postgres for one)
import http from 'node:http';
import { captureBrotli } from './support/capture';
import { loadOnce, type TFigures, type TTarget } from './support/load';
import { api } from './support/orders';
import { median, onEachDatabase, startBare, startServer, tempDir } from './support/processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const COLD = Number(process.env.BENCH_COLD ?? 20);
const owner = { ownerEmail: 'bench@bench.test', ownerPassword: 'bench-password-1' };

const load = (target: TTarget) => loadOnce(target, CONNECTIONS, SECONDS);

/** One GET with its own Host header (fetch may not set one): its status and ms. */
function timedGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; ms: number; body: string }>((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', reject);
  });
}

async function measure(label: string, databaseUrl?: string) {
  const dir = tempDir('oc-bench-website-');
  const server = await startServer({ dataDir: dir.path, databaseUrl, ...owner, workers: 0 });
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    const { token } = await api<{ token: string }>(server.base, '/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: owner.ownerEmail, password: owner.ownerPassword }),
    });
    const { items } = await api<{ items: { id: number }[] }>(
      server.base,
      '/businesses?search=pizza%20palace',
      { token },
    );
    const businessId = items[0]?.id;
    if (!businessId) throw new Error('no Pizza Palace in the demo');
    const host = `demo.localhost:${new URL(server.base).port}`;
    const plain = { host };
    const business = await timedGet(`${server.base}/store/pizza-palace`, plain);
    const product = business.body.match(/\/store\/pizza-palace\/products\/[a-z0-9]+/)?.[0];
    if (!product) throw new Error('no product link on the business page');
    const pages = ['/', '/businesses', '/store/pizza-palace', product, '/embed/store/pizza-palace'];
    const captured = await Promise.all(
      pages.map((path) => captureBrotli(`${server.base}${path}`, { host })),
    );
    bare = await startBare({
      ...Object.fromEntries(captured.map((c, i) => [`/p${i}`, c])),
      // What the bare one is asked for when started, to know it answers.
      '/api/health': { body: '{}', contentType: 'application/json' },
    });
    const runs = pages.map(() => ({ product: [] as TFigures[], bare: [] as TFigures[] }));
    const headers = { host, 'accept-encoding': 'br' };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, path] of pages.entries()) {
        runs[i]?.product.push(await load({ url: `${server.base}${path}`, headers }));
        runs[i]?.bare.push(await load({ url: `${bare.base}/p${i}` }));
      }
    }
    // Cold: a save that changes nothing writes all the same, and empties every kept page.
    const save = () =>
      api(server.base, `/businesses/${businessId}`, {
        method: 'PATCH',
        token,
        body: JSON.stringify({ name: 'Pizza Palace' }),
      });
    const cold = await Promise.all(pages.map(() => [] as number[]));
    for (let i = 0; i < COLD; i += 1) {
      for (const [p, path] of pages.entries()) {
        await save();
        const answer = await timedGet(`${server.base}${path}`, headers);
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
        cold[p]?.push(answer.ms);
      }
    }
    console.log(
      `\n${label}: ${CONNECTIONS} connections, br, median of ${ROUNDS} rounds of ${SECONDS} s; cold: ${COLD} requests each after a save`,
    );
    console.log(
      `  ${'page'.padEnd(34)}${'req/s'.padStart(8)}${'bare'.padStart(9)}${'ratio'.padStart(8)}${'p99 ms'.padStart(8)}${'cold ms'.padStart(9)}${'worst'.padStart(8)}${'bytes'.padStart(8)}`,
    );
    for (const [i, path] of pages.entries()) {
      const ours = median(runs[i]?.product.map((f) => f.rps) ?? []);
      const theirs = median(runs[i]?.bare.map((f) => f.rps) ?? []);
      const p99 = median(runs[i]?.product.map((f) => f.p99) ?? []);
      const bad = (runs[i]?.product ?? []).reduce((sum, f) => sum + f.bad, 0);
      const bytes = Buffer.from(captured[i]?.bodyBase64 ?? '', 'base64').length;
      console.log(
        `  ${path.slice(0, 33).padEnd(34)}${ours.toFixed(0).padStart(8)}${theirs.toFixed(0).padStart(9)}${`${((100 * ours) / theirs).toFixed(0)}%`.padStart(8)}${p99.toFixed(0).padStart(8)}${median(
          cold[i] ?? [],
        )
          .toFixed(1)
          .padStart(9)}${Math.max(...(cold[i] ?? []))
          .toFixed(1)
          .padStart(8)}${String(bytes).padStart(8)}${bad ? `  (${bad} non-2xx)` : ''}`,
      );
    }
    console.log('  targets: warm ≥ 50% of bare, p99 ≤ 25 ms; cold p99 ≤ 100 ms');
  } finally {
    await bare?.stop();
    await server.stop();
    await dir.remove();
  }
}

await onEachDatabase('bench_website', measure);
