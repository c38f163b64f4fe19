// Lighthouse 12 (mobile, its default simulated throttling) on every public page of the demo's
// ordering website and the console's login page (CONSOLE_DIST for another console build), in
// Debian's Chromium: the four scores (performance, accessibility, best
// practices, SEO, target 100 each; the widget's preview page excepted for SEO), CLS (target ≤ 0.02), LCP, and what each page's console logged
// as errors. The real server as `npm start` runs it (after `npm run build`), its own temp data dir
// and the demo project, on PGlite, one business opened all week so the checkout can take an order
// and the confirmation page exists. Prints figures; never passes or fails.
// Run: node --import tsx bench/lighthouse.ts   (BENCH_PAGES=home,embed for some pages only;
// BENCH_PAGES=console for the console's login page alone)
import http from 'node:http';
import { WIDGET_PREVIEW_PATH } from '@oc/domain/widgets/widget-protocol';
import { defaultWidgetOptions, widgetPreviewParams } from '@oc/domain/widgets/widget-snippet';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { orderableDemo, placeOrder } from './support/orders';
import { freePort, startServer, tempDir } from './support/processes';

const owner = { ownerEmail: 'bench@bench.test', ownerPassword: 'bench-password-1' };

/** The first product link of a page, to find a product page. */
const firstProduct = (html: string) =>
  html.match(/\/store\/pizza-palace\/products\/[a-z0-9]+/)?.[0];

function get(url: string, host: string) {
  return new Promise<string>((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

const dir = tempDir('oc-bench-lighthouse-');
const server = await startServer({ dataDir: dir.path, ...owner, workers: 0 });
// Lighthouse drives the browser through its DevTools port.
const debuggingPort = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debuggingPort}`],
  // Playwright turns the back/forward cache off, and Lighthouse's audit of it would fail for that.
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
});
try {
  const { order } = await orderableDemo(server.base, owner.ownerEmail, owner.ownerPassword);
  const placed = JSON.parse((await placeOrder(order)).body) as { result: { id: string } };
  const port = new URL(server.base).port;
  const host = `demo.localhost:${port}`;
  const site = `http://${host}`;
  const product = firstProduct(await get(`${server.base}/store/pizza-palace`, host)) ?? '/';
  // The console's login page, at the console's own address: the first page a new owner meets. It
  // says noindex on purpose (crawlers are kept out of the console), and its SEO score pays for that.
  const consolePages: [string, string][] = [['console login', `${server.base}/login`]];
  const pages: [string, string][] = [
    ['home', '/'],
    ['listing', '/businesses'],
    ['business', '/store/pizza-palace'],
    ['product', product],
    ['checkout', '/checkout'],
    ['confirmation', `/orders/${placed.result.id}`],
    ['embed business', '/embed/store/pizza-palace'],
    // The console's preview of an ordering widget: a stand-in for the owner's own page, so it
    // says noindex (its SEO score pays for that, on purpose).
    [
      'widget preview',
      `${WIDGET_PREVIEW_PATH}?${new URLSearchParams(
        widgetPreviewParams({ ...defaultWidgetOptions('#d62828'), businessSlug: 'pizza-palace' }),
      )}`,
    ],
  ];
  console.log(`Lighthouse 12, mobile; ${site}, the console at ${server.base}`);
  console.log(
    `  ${'page'.padEnd(16)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'seo'.padStart(6)}${'CLS'.padStart(8)}${'LCP ms'.padStart(9)}  console errors / failed audits`,
  );
  // BENCH_PAGES=home,embed… runs the pages whose names start so, to look at a few.
  const only = process.env.BENCH_PAGES?.split(',');
  for (const [name, url] of [
    ...pages.map(([name, path]): [string, string] => [name, `${site}${path}`]),
    ...consolePages,
  ]) {
    if (only && !only.some((start) => name.startsWith(start))) continue;
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    // Lighthouse itself failing (a trace it cannot read): said as such, not as a score of 0.
    const runtime = lhr.runtimeError ? [`Lighthouse failed: ${lhr.runtimeError.code}`] : [];
    const errors = (
      (
        lhr.audits['errors-in-console']?.details as {
          items?: { description?: string; url?: string }[];
        }
      )?.items ?? []
    ).map((e) => `${e.description ?? ''}${e.url ? ` (${e.url})` : ''}`);
    // What moved, when something did: the elements Lighthouse blames, with their share.
    const shifts =
      cls > 0
        ? (
            (
              lhr.audits['layout-shifts']?.details as {
                items?: { node?: { selector?: string }; score?: number }[];
              }
            )?.items ?? []
          ).map((s) => `shift ${s.score?.toFixed(3)}: ${s.node?.selector ?? '?'}`)
        : [];
    const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN;
    const unusedJs = lhr.audits['unused-javascript']?.details as
      | { overallSavingsBytes?: number }
      | undefined;
    const weight = `FCP ${fcp.toFixed(0)} ms, unused JS ${((unusedJs?.overallSavingsBytes ?? 0) / 1024).toFixed(0)} KB`;
    console.log(
      `  ${name.padEnd(16)}${String(score('performance')).padStart(6)}${String(score('accessibility')).padStart(6)}${String(score('best-practices')).padStart(6)}${String(score('seo')).padStart(6)}${cls.toFixed(3).padStart(8)}${lcp.toFixed(0).padStart(9)}  ${[weight, ...runtime, ...errors, ...failed, ...shifts].join('; ')}`,
    );
  }
  console.log(
    '  targets: 100 in all four, CLS ≤ 0.02, no console error; the console login: performance ≥ 95',
  );
} finally {
  await browser.close();
  await server.stop();
  await dir.remove();
}
