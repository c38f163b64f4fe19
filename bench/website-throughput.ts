// The websites' public pages under load (docs/decisions/029-page-cache.md): each page of the demo's
// ordering website (home, listing, business, product, an embed page, the widget's preview page)
// asked with Host demo.localhost and `Accept-Encoding: br` by autocannon at BENCH_CONNECTIONS
// (default 20) on loopback, against a bare Fastify 5 (the server's own copy, same Node flags)
// answering the very same bytes and headers, interleaved in the same rounds:
// - warm: req/s, the ratio (target ≥ 50%) and p99 (target ≤ 25 ms);
// - cold under writes: the same load while something is written every BENCH_WRITE_EVERY ms
//   (default 100: ten saves or orders a second, a lunch hour's, each of which empties every kept
//   page), so pages are drawn afresh again and again: req/s, ratio (target ≥ 10%) and p99
//   (target ≤ 100 ms);
// - the first request after a write, alone: median and worst ms of BENCH_COLD (default 20).
// Then, on PGlite, the home and business pages' first load on a phone (support/first-load.ts):
// Largest Contentful Paint on Fast 3G with a 4× slower CPU against the same files served static,
// BENCH_LCP_RUNS (default 5) loads each, target ≤ 1.2×.
// The real server as `npm start` runs it (after `npm run build`: API only), its own temp data dir
// and the demo project; on PGlite, then on PostgreSQL (a throwaway cluster). Prints figures; never
// passes or fails.
// Run: node --import tsx bench/website-throughput.ts   (BENCH_DATABASES=pglite or postgres for one)
import http from 'node:http';
import { WIDGET_PREVIEW_PATH } from '@oc/domain/widgets/widget-protocol';
import { defaultWidgetOptions, widgetPreviewParams } from '@oc/domain/widgets/widget-snippet';
import { captureBrotli } from './support/capture';
import { firstLoads } from './support/first-load';
import { loadOnce, type TFigures, type TTarget } from './support/load';
import { api } from './support/orders';
import { median, onEachDatabase, startBare, startServer, tempDir } from './support/processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const COLD = Number(process.env.BENCH_COLD ?? 20);
const WRITE_EVERY = Number(process.env.BENCH_WRITE_EVERY ?? 100);
const LCP_RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5);
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
    const widgetPreview = `${WIDGET_PREVIEW_PATH}?${new URLSearchParams(
      widgetPreviewParams({ ...defaultWidgetOptions('#d62828'), businessSlug: 'pizza-palace' }),
    )}`;
    const pages = [
      '/',
      '/businesses',
      '/store/pizza-palace',
      product,
      '/embed/store/pizza-palace',
      widgetPreview,
    ];
    const captured = await Promise.all(
      pages.map((path) =>
        captureBrotli(
          `${server.base}${path}`,
          { host },
          { uncompressed: path.startsWith(WIDGET_PREVIEW_PATH) },
        ),
      ),
    );
    bare = await startBare({
      ...Object.fromEntries(captured.map((c, i) => [`/p${i}`, c])),
      // What the bare one is asked for when started, to know it answers.
      '/api/health': { body: '{}', contentType: 'application/json' },
    });
    // A save that changes nothing writes all the same, and empties every kept page.
    const save = () =>
      api(server.base, `/businesses/${businessId}`, {
        method: 'PATCH',
        token,
        body: JSON.stringify({ name: 'Pizza Palace' }),
      });
    /** `load` while a save is made every WRITE_EVERY ms, one at a time; how many were made. */
    const underWrites = async (target: TTarget) => {
      let loading = true;
      let saves = 0;
      const writer = (async () => {
        while (loading) {
          const started = performance.now();
          await save();
          saves += 1;
          await new Promise((r) =>
            setTimeout(r, Math.max(0, WRITE_EVERY - (performance.now() - started))),
          );
        }
      })();
      try {
        return { ...(await load(target)), saves };
      } finally {
        loading = false;
        await writer;
      }
    };
    const runs = pages.map(() => ({
      product: [] as TFigures[],
      bare: [] as TFigures[],
      written: [] as (TFigures & { saves: number })[],
    }));
    const headers = { host, 'accept-encoding': 'br' };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, path] of pages.entries()) {
        runs[i]?.product.push(await load({ url: `${server.base}${path}`, headers }));
        runs[i]?.bare.push(await load({ url: `${bare.base}/p${i}` }));
        runs[i]?.written.push(await underWrites({ url: `${server.base}${path}`, headers }));
      }
    }
    const cold = await Promise.all(pages.map(() => [] as number[]));
    for (let i = 0; i < COLD; i += 1) {
      for (const [p, path] of pages.entries()) {
        await save();
        const answer = await timedGet(`${server.base}${path}`, headers);
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
        cold[p]?.push(answer.ms);
      }
    }
    const saves = median(runs.flatMap((r) => r.written.map((f) => f.saves)));
    console.log(
      `\n${label}: ${CONNECTIONS} connections, br, median of ${ROUNDS} rounds of ${SECONDS} s; under writes: a save every ${WRITE_EVERY} ms (${saves} a run); first after a write: ${COLD} requests each`,
    );
    const column = (text: string, width: number) => text.padStart(width);
    console.log(
      `  ${'page'.padEnd(30)}${column('warm/s', 8)}${column('bare', 8)}${column('ratio', 7)}${column('p99', 5)}${column('written/s', 10)}${column('ratio', 7)}${column('p99', 5)}${column('first', 7)}${column('worst', 7)}${column('bytes', 7)}`,
    );
    for (const [i, path] of pages.entries()) {
      const run = runs[i];
      if (!run) continue;
      const ours = median(run.product.map((f) => f.rps));
      const theirs = median(run.bare.map((f) => f.rps));
      const written = median(run.written.map((f) => f.rps));
      const bad = [...run.product, ...run.written].reduce((sum, f) => sum + f.bad, 0);
      const bytes = `${Buffer.from(captured[i]?.bodyBase64 ?? '', 'base64').length}${captured[i]?.contentEncoding ? '' : ' raw'}`;
      const name = path.startsWith(WIDGET_PREVIEW_PATH) ? `${WIDGET_PREVIEW_PATH}?…` : path;
      console.log(
        `  ${name.slice(0, 29).padEnd(30)}${column(ours.toFixed(0), 8)}${column(theirs.toFixed(0), 8)}${column(`${((100 * ours) / theirs).toFixed(0)}%`, 7)}${column(median(run.product.map((f) => f.p99)).toFixed(0), 5)}${column(written.toFixed(0), 10)}${column(`${((100 * written) / theirs).toFixed(0)}%`, 7)}${column(median(run.written.map((f) => f.p99)).toFixed(0), 5)}${column(median(cold[i] ?? []).toFixed(1), 7)}${column(Math.max(...(cold[i] ?? [])).toFixed(1), 7)}${column(bytes, 7)}${bad ? `  (${bad} non-2xx)` : ''}`,
      );
    }
    console.log(
      '  targets: warm ≥ 50% of bare, p99 ≤ 25 ms; under writes ≥ 10%, p99 ≤ 100 ms; first after a write ≤ 100 ms',
    );
    if (!databaseUrl && LCP_RUNS > 0) {
      const loads = await firstLoads(`http://${host}`, ['/', '/store/pizza-palace'], LCP_RUNS);
      console.log(
        `\n  first load on a phone (Fast 3G, 4× slower CPU), median of ${LCP_RUNS}: ours vs the same files served static`,
      );
      console.log(
        `  ${'page'.padEnd(30)}${column('LCP ms', 8)}${column('static', 8)}${column('ratio', 7)}${column('FCP ms', 8)}${column('static', 8)}${column('CLS', 7)}${column('files', 7)}`,
      );
      for (const l of loads) {
        console.log(
          `  ${l.page.padEnd(30)}${column(l.ours.lcp.toFixed(0), 8)}${column(l.files.lcp.toFixed(0), 8)}${column(`${(l.ours.lcp / l.files.lcp).toFixed(2)}×`, 7)}${column(l.ours.fcp.toFixed(0), 8)}${column(l.files.fcp.toFixed(0), 8)}${column(l.ours.cls.toFixed(3), 7)}${column(String(l.fetched), 7)}${l.ours.cls > 0.001 ? `  (most moved: ${l.ours.moved})` : ''}${l.elsewhere ? `  (static copy fetched ${l.elsewhere} from elsewhere)` : ''}`,
        );
      }
      console.log('  targets: LCP within 1.2× of the static files; CLS (worst load) ≤ 0.02');
    }
  } finally {
    await bare?.stop();
    await server.stop();
    await dir.remove();
  }
}

await onEachDatabase('bench_website', measure);
