import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';
import { type BrowserContext, chromium } from '@playwright/test';
import { median } from './processes';

// A phone's first visit to a page (bench/website-throughput.ts): its Largest Contentful Paint on
// DevTools' "Fast 3G" with a 4× slower CPU, from the real server and from a plain static-file server
// answering the very same HTML, CSS, script, fonts and images (what the page fetched, captured
// first), compressed ahead at brotli's best: that is the limit a page can be served at. Each load
// in a fresh browser context (nothing cached, no connection kept), the two servers taking turns.

/** DevTools' "Fast 3G" preset: 1.6 Mbps down, 750 kbps up, 150 ms RTT, with its 0.9 and 3.75 factors. */
const FAST_3G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

type TFile = { status: number; type: string; body: Buffer };
const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg)/;

/** Every file the page fetched from its own origin, by path and query. */
async function captureFiles(context: BrowserContext, url: string): Promise<Map<string, TFile>> {
  const origin = new URL(url).origin;
  const files = new Map<string, TFile>();
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const address = new URL(response.url());
    if (address.origin !== origin || response.request().method() !== 'GET') return;
    pending.push(
      response
        .body()
        .then((body) => {
          files.set(`${address.pathname}${address.search}`, {
            status: response.status(),
            type: response.headers()['content-type'] ?? 'application/octet-stream',
            body,
          });
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  await Promise.all(pending);
  await page.close();
  return files;
}

/** A static-file server on loopback for `files`, text compressed ahead with brotli at 11. */
async function serveStatic(files: Map<string, TFile>) {
  const ready = new Map(
    [...files].map(([path, file]) => [
      path,
      {
        ...file,
        br: COMPRESSIBLE.test(file.type)
          ? brotliCompressSync(file.body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
            })
          : null,
      },
    ]),
  );
  const server = http.createServer((request, response) => {
    const file = ready.get(request.url ?? '');
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const br = file.br && String(request.headers['accept-encoding'] ?? '').includes('br');
    response.writeHead(file.status, {
      'content-type': file.type,
      ...(br ? { 'content-encoding': 'br' } : {}),
    });
    response.end(br ? file.br : file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * One cold load of `url` on the throttled phone: LCP and FCP in ms, its layout shift and what moved
 * most, and what it fetched elsewhere.
 */
async function throttledLoad(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const origin = new URL(url).origin;
  let elsewhere = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin && request.url().startsWith('http'))
      elsewhere += 1;
  });
  // Layout shifts as the page reports them, with the element that moved most in each.
  await page.addInitScript(() => {
    const seen: { value: number; node: string }[] = [];
    (window as unknown as { ocShifts: typeof seen }).ocShifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const node = entry.sources?.[0]?.node;
        const name =
          node instanceof Element ? `${node.nodeName.toLowerCase()}.${node.className}` : '?';
        seen.push({ value: entry.value, node: name });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(300);
  const paints = await page.evaluate(
    () =>
      new Promise<{ lcp: number; fcp: number; cls: number; moved: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          const shifts = (window as unknown as { ocShifts: { value: number; node: string }[] })
            .ocShifts;
          const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
          const largest = [...shifts].sort((a, b) => b.value - a.value)[0];
          resolve({ lcp: entries.at(-1)?.startTime ?? NaN, fcp, cls, moved: largest?.node ?? '' });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await page.close();
  return { ...paints, elsewhere };
}

type TPaints = { lcp: number; fcp: number; cls: number; moved: string };
export type TFirstLoad = {
  page: string;
  ours: TPaints;
  files: TPaints;
  /** Requests the static copy still sent to another origin (0: a fair copy). */
  elsewhere: number;
  fetched: number;
};

/**
 * Each of `paths` on `base` (asked with Host `host`: the site) against its static copy, `runs`
 * loads each, taking turns: medians.
 */
export async function firstLoads(
  siteOrigin: string,
  paths: string[],
  runs: number,
): Promise<TFirstLoad[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const results: TFirstLoad[] = [];
  try {
    for (const path of paths) {
      const capturing = await browser.newContext(PHONE);
      const files = await captureFiles(capturing, `${siteOrigin}${path}`);
      await capturing.close();
      const copy = await serveStatic(files);
      try {
        const ours: TPaints[] = [];
        const theirs: TPaints[] = [];
        let elsewhere = 0;
        for (let run = 0; run < runs; run += 1) {
          for (const [url, into] of [
            [`${siteOrigin}${path}`, ours],
            [`${copy.base}${path}`, theirs],
          ] as const) {
            const context = await browser.newContext(PHONE);
            const load = await throttledLoad(context, url);
            await context.close();
            into.push(load);
            if (into === theirs) elsewhere += load.elsewhere;
          }
        }
        // Medians of the paints; the worst load's layout shift, and what moved in it.
        const medians = (loads: TPaints[]) => {
          const worst = [...loads].sort((a, b) => b.cls - a.cls)[0];
          return {
            lcp: median(loads.map((l) => l.lcp)),
            fcp: median(loads.map((l) => l.fcp)),
            cls: worst?.cls ?? 0,
            moved: worst?.moved ?? '',
          };
        };
        results.push({
          page: path,
          ours: medians(ours),
          files: medians(theirs),
          elsewhere,
          fetched: files.size,
        });
      } finally {
        await copy.stop();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
