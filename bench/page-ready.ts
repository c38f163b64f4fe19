// How soon each main console page is ready in a browser, against a blank React page that makes one
// fetch, served by the same server. Prints figures; passes or fails on nothing.
//
//   npm run build && node --import tsx bench/page-ready.ts
//
// - The real server, compiled as `npm start` runs it (apps/server/dist/main.js), on loopback, a free
//   port and a temporary data directory holding the demo project, as `npm start` seeds it (no
//   background workers).
// - The blank page: React from node_modules, built by Vite into a temporary copy of the console's
//   dist (served at /blank/index.html by the same static handler, so the same headers and
//   compression): it fetches /api/health and draws the answer.
// - The stack floor: the least a settings page does with the libraries the console must use
//   (Mantine, TanStack Query, react-hook-form + zod, i18next) and none of the console's code: one
//   query, then a one-field form (STACK_FLOOR_PAGE). Built and served as the blank page, with its
//   JavaScript's gzip size printed: what no console page can go below.
// - Debian's Chromium through Playwright, a new browser context (empty cache, no session) for every
//   load; the owner's token is put in localStorage before the console's pages load, as after login.
// - Ready: the time from navigation start (performance.now() is 0 there) to the first moment the
//   page's own element is in the page, visible, enabled and not inert, seen by a MutationObserver:
//     blank               the fetched answer drawn
//     stack floor         its form's field
//     login               the Email field
//     product             the ordering website's product page: 'Visit my website'
//     settings (Basic)    the ordering website's settings, Basic tab: the Name field
//     app settings        the customer app's settings: the app's Name field
// - Unthrottled, then on Chrome DevTools' Fast 3G (1.6 Mbps down, 750 kbps up, 150 ms RTT × 3.75 =
//   562.5 ms latency) with the CPU 4× slower (CDP Network.emulateNetworkConditions and
//   Emulation.setCPUThrottlingRate).
// - BENCH_ROUNDS rounds (default 5), pages interleaved; the median in ms and as ratios to the blank
//   page's and the stack floor's medians of the same run. The targets are the floor's: the settings
//   page within 2.0× the floor unthrottled and 1.8× on Fast 3G (docs/decisions/024).
// CONSOLE_DIST=… measures another console build (an older commit's, built in a git worktree).
// BENCH_WATERFALL=1 also prints, after each pass, every request of one more load of each page:
// when it started and ended (ms from the document's request) and its path, to see what waits on what.
// BENCH_PROFILE=<page name> (e.g. settings) also records one more load of that page, unthrottled, with
// the browser's sampling profiler, and prints what the page's main thread did in each 25 ms until
// ready (the scripts it ran most in, or idle), then its time by script and by function;
// BENCH_PROFILE_OUT=<file.cpuprofile> keeps the profile, for Chromium's DevTools (Performance tab).
// BENCH_TRACE=<page name> also records one more unthrottled load of that page with Chromium's trace
// and prints its main thread's tasks of 1 ms or more (what each mostly did: parse, compile, run a
// script, style, layout, paint) among the page's requests, sent and received, until ready;
// BENCH_TRACE_V8=1 adds V8's compiling to it (heavier, so slower), BENCH_TRACE_OUT=<file.json>
// keeps the trace (DevTools' Performance tab opens it).
// BENCH_COMPARE=<dist> serves a second console build from a second server and loads each of its
// pages, named "… [B]", right after the same page of this build in every round: two builds compared
// in the same minutes, where separate runs' medians move by 10% and more with the machine's load.
// BENCH_PASSES=unthrottled (or throttled) runs one pass only; BENCH_PAGES=settings,login keeps the
// blank page, the floor and only the pages so named; BENCH_CONSOLE=1 prints what the pages log.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { build } from 'vite';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { parseEnv } from '../apps/server/src/env';
import { createDiskStorage } from '../apps/server/src/lib/storage';
import { filesDir } from '../apps/server/src/modules/files/open-file-storage';
import { DEMO_PROJECT, seedProject } from '../apps/server/src/seed/seed-project';
import { freePort } from '../apps/server/test/postgres-cluster';
import { builtServer } from './support/processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/**
 * The settings page's targets as multiples of the stack floor, measured in the same run
 * (docs/decisions/024): what our own code may add to the least the libraries need.
 */
const FLOOR_TARGET = { unthrottled: 2.0, throttled: 1.8 };
const WATERFALL = process.env.BENCH_WATERFALL === '1';
/** `unthrottled` or `throttled` runs that pass alone (a quicker look at one target). */
const PASSES = (process.env.BENCH_PASSES ?? 'unthrottled,throttled').split(',');
const PROFILE = process.env.BENCH_PROFILE;
const TRACE = process.env.BENCH_TRACE;
/** With BENCH_TRACE: V8's compiling too (heavier; the times grow). */
const TRACE_V8 = process.env.BENCH_TRACE_V8 === '1';
/** Prints what the pages say in their console (a page's own debugging lines). */
const PAGE_CONSOLE = process.env.BENCH_CONSOLE === '1';
const CONSOLE_DIST = resolve(process.env.CONSOLE_DIST ?? 'apps/console/dist');
const SERVER = builtServer();
const OWNER = { email: 'owner@bench.test', password: 'bench-password-1' };
const FAST_3G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};

type TPage = {
  name: string;
  path: string;
  loggedIn: boolean;
  /** Runs in the page: true once the page is ready. */
  isReady: string;
  /** Served by the second server, from BENCH_COMPARE's build. */
  isCompared?: boolean;
};
// Not inside an inert part: the login page's form drawn at build time shows at once but takes
// nothing until the live one replaces it, and only the live one is ready.
const visibleEnabled = (selector: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].some((el) => !el.disabled && !el.closest('[inert]') && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')`;
const ALL_PAGES: TPage[] = [
  {
    name: 'blank React page',
    path: '/blank/index.html',
    loggedIn: false,
    isReady: visibleEnabled('#ready'),
  },
  {
    name: 'stack floor (no console code)',
    path: '/stack-floor/index.html',
    loggedIn: false,
    isReady: visibleEnabled('main input[name="name"]'),
  },
  {
    name: 'login',
    path: '/login',
    loggedIn: false,
    isReady: visibleEnabled('input[type="email"]'),
  },
  {
    name: 'product (ordering website)',
    path: '/my-products/ordering-website',
    loggedIn: true,
    isReady: visibleEnabled('main a[target="_blank"][href]'),
  },
  {
    name: 'settings (Basic tab)',
    path: '/my-products/ordering-website/settings',
    loggedIn: true,
    isReady: visibleEnabled('main input[name="name"]'),
  },
  {
    name: 'app settings (customer app)',
    path: '/my-products/customer-app/settings',
    loggedIn: true,
    isReady: visibleEnabled('main input[name="name"]'),
  },
];
/**
 * `BENCH_PAGES=settings,login`: the blank page, the floor and only the pages whose names start so
 * (more rounds in the same time when looking at one page).
 */
const ONLY = process.env.BENCH_PAGES?.split(',');
const CHOSEN = ONLY
  ? ALL_PAGES.filter((p, i) => i < 2 || ONLY.some((only) => p.name.startsWith(only)))
  : ALL_PAGES;
/**
 * `BENCH_COMPARE=dir`: another console build (an older commit's, say), served by a second server
 * of its own, each of its pages loaded in the same rounds as this build's, named with " [B]": two
 * builds compared on the same machine at the same moment, rather than in runs minutes apart.
 */
const COMPARE = process.env.BENCH_COMPARE ? resolve(process.env.BENCH_COMPARE) : undefined;
const PAGES = COMPARE
  ? CHOSEN.flatMap((p, i) => (i < 2 ? [p] : [p, { ...p, name: `${p.name} [B]`, isCompared: true }]))
  : CHOSEN;

/**
 * A page built by Vite from `main` (JavaScript) into `out`, served at `base`; its root is inside
 * apps/console so that the console's dependencies resolve as they do for the console.
 */
async function buildPage(name: string, out: string, base: string, main: string) {
  const root = join('apps', 'console', 'node_modules', '.cache', `bench-page-ready-${name}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>${name}</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`,
  );
  writeFileSync(join(root, 'main.js'), main);
  try {
    await build({
      root,
      base,
      configFile: false,
      logLevel: 'silent',
      build: { outDir: resolve(out), emptyOutDir: true },
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  // Compressed beside each file as the console's build does (apps/console/vite.config.ts), so the
  // server sends these pages as it sends the console's.
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || statSync(path).size < 1024) continue;
    const bytes = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

/** The gzip bytes (level 9) of the JavaScript files under `dir`. */
function scriptGzip(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.js')) {
      total += gzipSync(readFileSync(join(entry.parentPath, entry.name)), { level: 9 }).length;
    }
  }
  return total;
}

/** React alone: it fetches /api/health and draws the answer. */
const BLANK_PAGE = `import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
function Blank() {
  const [health, setHealth] = useState(null);
  useEffect(() => {
    fetch('/api/health').then((r) => r.json()).then(setHealth);
  }, []);
  return health ? h('p', { id: 'ready' }, JSON.stringify(health)) : h('p', null, 'Loading');
}
createRoot(document.getElementById('root')).render(h(Blank));
`;

/**
 * The least a settings page does with the stack the console must use (Mantine, TanStack Query,
 * react-hook-form with zod, i18next) and nothing of ours: a Mantine theme, one query, then a form of
 * one field checked by a zod schema, its label translated. Mantine's styles per component, as the
 * console has them. Its size and ready time are the floor any console page stands on.
 */
const STACK_FLOOR_PAGE = `import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, MantineProvider, Stack, TextInput, createTheme } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';

i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { name: 'Name', save: 'Save', required: 'Enter a name' } } },
});
const schema = z.object({ name: z.string().trim().min(1, 'required').max(255) });
function Settings({ status }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(schema), values: { name: status } });
  const error = form.formState.errors.name?.message;
  return h('form', { onSubmit: form.handleSubmit(() => {}) },
    h(Stack, null,
      h(TextInput, { label: t('name'), error: error && t(error), ...form.register('name') }),
      h(Button, { type: 'submit' }, t('save'))));
}
function Page() {
  const health = useQuery({ queryKey: ['health'], queryFn: () => fetch('/api/health').then((r) => r.json()) });
  return h('main', null, health.data ? h(Settings, { status: health.data.result.status }) : 'Loading');
}
createRoot(document.getElementById('root')).render(
  h(MantineProvider, { theme: createTheme({ defaultRadius: 'md' }) },
    h(I18nextProvider, { i18n: i18next },
      h(QueryClientProvider, { client: new QueryClient() }, h(Page)))));
`;

async function startServer(dataDir: string, distDir: string, port: number) {
  const env = parseEnv({
    ...process.env,
    DATA_DIR: dataDir,
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
  });
  const database = await openDatabase({ dataDir: env.DATA_DIR });
  await migrateDatabase(database);
  await seedProject(database.db, createDiskStorage(filesDir(env)), {
    ...DEMO_PROJECT,
    ownerEmail: OWNER.email,
    ownerPassword: OWNER.password,
  });
  await database.close();
  const server = spawn(process.execPath, [...SERVER.nodeArgs, SERVER.main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONSOLE_DIST: distDir,
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      WORKERS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { server, base };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not answer /api/health in 60 s');
}

async function logIn(base: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const body = (await response.json()) as { result: { token: string } };
  if (!response.ok || !body.result?.token) throw new Error(`login failed: ${response.status}`);
  return body.result.token;
}

/** One cold load: ms from navigation start to ready. */
async function loadOnce(
  browser: Browser,
  base: string,
  token: string,
  page: TPage,
  throttled: boolean,
  requests?: { start: number; end: number; path: string }[],
  profile?: { taken?: TProfile },
  trace?: { events?: TTraceEvent[] },
) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const tab = await context.newPage();
    if (PAGE_CONSOLE) tab.on('console', (m) => console.log(`  [${page.name}] ${m.text()}`));
    if (requests) {
      tab.on('requestfinished', (request) => {
        const timing = request.timing();
        requests.push({
          start: timing.startTime,
          end: timing.startTime + timing.responseEnd,
          path: new URL(request.url()).pathname,
        });
      });
    }
    if (page.loggedIn) {
      await tab.addInitScript((t) => localStorage.setItem('oc.token', t), token);
    }
    // Watches from the document's first mutation; records the first moment the page is ready.
    await tab.addInitScript(`(() => {
      const isReady = () => ${page.isReady};
      const check = () => {
        if (window.__readyAt === undefined && isReady()) {
          window.__readyAt = performance.now();
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    })();`);
    const profiler = profile ? await context.newCDPSession(tab) : undefined;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.send('Profiler.start');
    }
    if (trace) {
      await browser.startTracing(tab, {
        categories: [
          'toplevel',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'blink.user_timing',
          'loading',
          ...(TRACE_V8 ? ['disabled-by-default-v8.compile'] : []),
        ],
      });
    }
    if (throttled) {
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', FAST_3G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await tab.goto(`${base}${page.path}`, { waitUntil: 'commit' });
    await tab.waitForFunction(
      () => (window as { __readyAt?: number }).__readyAt !== undefined,
      null,
      {
        timeout: 120_000,
        polling: 100,
      },
    );
    const readyAt = await tab.evaluate(
      () => (window as unknown as { __readyAt: number }).__readyAt,
    );
    if (trace) {
      const bytes = await browser.stopTracing();
      trace.events = (
        JSON.parse(bytes.toString('utf8')) as { traceEvents: TTraceEvent[] }
      ).traceEvents;
      trace.events.push({ name: 'oc.ready', ph: 'R', pid: 0, tid: 0, ts: readyAt, cat: '' });
    }
    if (profiler && profile) {
      const origin = await tab.evaluate(() => performance.timeOrigin);
      profile.taken = { ...(await profiler.send('Profiler.stop')).profile, origin, readyAt };
    }
    return readyAt;
  } finally {
    await context.close();
  }
}

type TProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  origin: number;
  readyAt: number;
};

type TTraceEvent = {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: { url?: string; frame?: string; documentLoaderURL?: string; requestId?: string };
  };
};

/**
 * One load's main thread as Chromium's trace has it, until ready: every task of 1 ms or more with
 * what it mostly did (parse, compile, run a script, style, layout, paint), from the document's
 * request, so the gaps between the network and the main thread show.
 */
function printTrace(events: TTraceEvent[]) {
  const readyAt = events.find((e) => e.name === 'oc.ready')?.ts ?? 0;
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === 'v8.evaluateModule'),
  );
  if (!main) return console.log('    no renderer main thread in the trace');
  const start = events.find(
    (e) =>
      e.name === 'navigationStart' && e.pid === main.pid && e.args?.data?.documentLoaderURL !== '',
  )?.ts;
  const zero =
    start ?? Math.min(...events.filter((e) => e.pid === main.pid && e.ts > 0).map((e) => e.ts));
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= zero)
    .sort((a, b) => a.ts - b.ts);
  // ThreadControllerImpl::RunTask inside RunTask: the outer one only.
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 1000);
  // The network beside it: when each request was sent and its last byte came.
  const urls = new Map<string, string>();
  const network: { ts: number; line: string }[] = [];
  for (const e of events) {
    const data = e.args?.data;
    // The page's own requests (the browser's own pages load beside it, in other processes).
    if (!data?.requestId || e.pid !== main.pid) continue;
    if (e.name === 'ResourceSendRequest' && data.url) {
      const path = new URL(data.url).pathname;
      urls.set(data.requestId, path);
      network.push({ ts: e.ts, line: `sent     ${path}` });
    } else if (e.name === 'ResourceFinish' && urls.has(data.requestId)) {
      network.push({ ts: e.ts, line: `received ${urls.get(data.requestId)}` });
    }
  }
  const until = zero + readyAt * 1000;
  let busy = 0;
  const lines = network.filter((n) => n.ts >= zero && n.ts <= until);
  for (const task of tasks) {
    if (task.ts > until) break;
    const end = task.ts + (task.dur ?? 0);
    const inside = new Map<string, number>();
    for (const e of onMain) {
      if (e.ts < task.ts || e.ts + (e.dur ?? 0) > end || e === task || e.name.endsWith('RunTask'))
        continue;
      const key =
        e.name === 'EvaluateScript' ||
        e.name === 'v8.compile' ||
        e.name === 'v8.evaluateModule' ||
        e.name === 'v8.compileModule'
          ? `${e.name} ${(e.args?.data?.url ?? '').split('/').pop()}`
          : e.name;
      if ((e.dur ?? 0) >= 500) inside.set(key, Math.max(inside.get(key) ?? 0, e.dur ?? 0));
    }
    busy += task.dur ?? 0;
    const what = [...inside]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`)
      .join(', ');
    lines.push({
      ts: task.ts,
      line: `task ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${what}`,
    });
  }
  for (const { ts, line } of lines.sort((a, b) => a.ts - b.ts)) {
    console.log(`    ${((ts - zero) / 1000).toFixed(0).padStart(5)} ms  ${line}`);
  }
  console.log(
    `    ready at ${readyAt.toFixed(0)} ms; main thread busy ${(busy / 1000).toFixed(0)} ms in tasks of 1 ms or more`,
  );
}

/** Where one load's main thread spent its time until ready: by 25 ms slice, by script, by function. */
function printProfile(profile: TProfile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const scriptOf = (url: string, name: string) =>
    url ? (url.split('/').pop() ?? url).replace(/-[\w-]{8}\.js$/, '.js') : name || '(native)';
  const slices = new Map<number, Map<string, number>>();
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  // Profiler times are µs on the monotonic clock that performance.timeOrigin (ms, epoch) started.
  let at = profile.startTime;
  const add = (map: Map<string, number>, key: string, us: number) =>
    map.set(key, (map.get(key) ?? 0) + us);
  (profile.samples ?? []).forEach((id, i) => {
    const delta = profile.timeDeltas?.[i] ?? 0;
    at += delta;
    const frame = nodes.get(id);
    if (!frame) return;
    const script = scriptOf(frame.url, frame.functionName);
    add(byScript, script, delta);
    add(byFunction, `${frame.functionName || '(anonymous)'} ${script}`, delta);
    const slice = Math.floor(at / 1000 / 25);
    if (!slices.has(slice)) slices.set(slice, new Map());
    add(slices.get(slice) as Map<string, number>, script, delta);
  });
  const first = Math.min(...slices.keys());
  console.log(
    `    ready at ${profile.readyAt.toFixed(0)} ms; by 25 ms slice from the first sample:`,
  );
  for (const [slice, scripts] of [...slices].sort((a, b) => a[0] - b[0])) {
    const top = [...scripts]
      .filter(([name]) => name !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
      .join(', ');
    const idle = ((scripts.get('(idle)') ?? 0) / 1000).toFixed(0);
    console.log(
      `    ${String((slice - first) * 25).padStart(5)} ms  idle ${idle.padStart(2)}  ${top}`,
    );
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => `    ${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n');
  console.log(`  by script:\n${top(byScript, 15)}\n  by function:\n${top(byFunction, 25)}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const work = mkdtempSync(join(tmpdir(), 'oc-page-ready-'));
let server: ChildProcess | undefined;
let serverB: ChildProcess | undefined;
let browser: Browser | undefined;
try {
  // The console's build, with the blank page beside it, served by one server.
  const dist = join(work, 'dist');
  cpSync(CONSOLE_DIST, dist, { recursive: true });
  await buildPage('blank', join(dist, 'blank'), '/blank/', BLANK_PAGE);
  await buildPage('stack-floor', join(dist, 'stack-floor'), '/stack-floor/', STACK_FLOOR_PAGE);
  const port = await freePort();
  const started = await startServer(join(work, 'data'), dist, port);
  server = started.server;
  const token = await logIn(started.base);
  const compared = COMPARE
    ? await (async () => {
        const distB = join(work, 'dist-b');
        cpSync(COMPARE, distB, { recursive: true });
        const b = await startServer(join(work, 'data-b'), distB, await freePort());
        serverB = b.server;
        return { base: b.base, token: await logIn(b.base) };
      })()
    : undefined;
  const baseOf = (page: TPage) => (page.isCompared && compared ? compared.base : started.base);
  const tokenOf = (page: TPage) => (page.isCompared && compared ? compared.token : token);
  if (compared) console.log(`compared with: ${COMPARE} (pages marked [B], at ${compared.base})`);
  const script = await fetch(`${started.base}/login`).then((r) => r.text());
  const entry = script.match(/src="([^"]+\.js)"/)?.[1];
  const encoding = entry
    ? (
        await fetch(`${started.base}${entry}`, { headers: { 'accept-encoding': 'gzip, br' } })
      ).headers.get('content-encoding')
    : null;
  console.log(
    `console build: ${CONSOLE_DIST}\nserver: ${started.base} (scripts sent ${encoding ? `with ${encoding}` : 'uncompressed'}), ${ROUNDS} rounds, median`,
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `JavaScript, gzip: blank React page ${kb(scriptGzip(join(dist, 'blank')))}, stack floor ${kb(scriptGzip(join(dist, 'stack-floor')))}\n`,
  );

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (const throttled of [false, true]) {
    if (!PASSES.includes(throttled ? 'throttled' : 'unthrottled')) continue;
    const times = new Map<string, number[]>(PAGES.map((p) => [p.name, []]));
    // A first load of each page warms the server (its first answers compile and cache), unmeasured.
    for (const page of PAGES) await loadOnce(browser, baseOf(page), tokenOf(page), page, throttled);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const page of PAGES) {
        times
          .get(page.name)
          ?.push(await loadOnce(browser, baseOf(page), tokenOf(page), page, throttled));
      }
    }
    const blank = median(times.get(PAGES[0]?.name ?? '') ?? []);
    const floor = median(times.get(PAGES[1]?.name ?? '') ?? []);
    const target = throttled ? FLOOR_TARGET.throttled : FLOOR_TARGET.unthrottled;
    console.log(
      `${throttled ? 'Fast 3G, CPU 4× slower' : 'unthrottled'}: ms, × blank page, × stack floor (settings target ≤ ${target.toFixed(1)}× the floor)`,
    );
    for (const page of PAGES) {
      const ms = median(times.get(page.name) ?? []);
      console.log(
        `  ${page.name.padEnd(30)} ${`${ms.toFixed(0)} ms`.padStart(9)}  ${`${(ms / blank).toFixed(2)}×`.padStart(6)}  ${`${(ms / floor).toFixed(2)}×`.padStart(6)}`,
      );
    }
    console.log();
    if (WATERFALL) {
      for (const page of PAGES) {
        const requests: { start: number; end: number; path: string }[] = [];
        const ready = await loadOnce(
          browser,
          baseOf(page),
          tokenOf(page),
          page,
          throttled,
          requests,
        );
        const zero = Math.min(...requests.map((r) => r.start));
        console.log(`  ${page.name}: ready at ${ready.toFixed(0)} ms`);
        for (const r of requests.sort((a, b) => a.start - b.start)) {
          console.log(
            `    ${(r.start - zero).toFixed(0).padStart(6)} – ${(r.end - zero).toFixed(0).padStart(6)} ms  ${r.path}`,
          );
        }
      }
      console.log();
    }
    const traced = TRACE ? PAGES.find((p) => p.name.startsWith(TRACE)) : undefined;
    if (traced && !throttled) {
      const trace: { events?: TTraceEvent[] } = {};
      await loadOnce(browser, started.base, token, traced, false, undefined, undefined, trace);
      console.log(`  ${traced.name}, traced:`);
      if (trace.events) printTrace(trace.events);
      if (trace.events && process.env.BENCH_TRACE_OUT) {
        writeFileSync(process.env.BENCH_TRACE_OUT, JSON.stringify({ traceEvents: trace.events }));
      }
      console.log();
    }
    const profiled = PROFILE ? PAGES.find((p) => p.name.startsWith(PROFILE)) : undefined;
    if (profiled && !throttled) {
      const profile: { taken?: TProfile } = {};
      await loadOnce(browser, started.base, token, profiled, false, undefined, profile);
      console.log(`  ${profiled.name}, profiled:`);
      if (profile.taken) printProfile(profile.taken);
      if (profile.taken && process.env.BENCH_PROFILE_OUT) {
        writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile.taken));
      }
      console.log();
    }
  }
} finally {
  await browser?.close();
  for (const running of [server, serverB]) {
    if (running && running.exitCode === null) {
      running.kill('SIGTERM');
      await new Promise((r) => running.once('exit', r));
    }
  }
  rmSync(work, { recursive: true, force: true });
}
