// API throughput (targets: docs/decisions/023-read-cache.md): the real server against a bare
// Fastify serving the same JSON, in the same run, with autocannon on loopback at 50 connections.
// For PGlite and then PostgreSQL (a throwaway cluster): the authenticated app read (GET
// /api/builder/apps/:id) and /api/health, each beside the bare Fastify answering the very bytes the
// server answered; a constant save and a small image upload. Then, on PostgreSQL, the app read from
// one API process against two on the same database. Rounds are interleaved (every read case once
// per round, then the writes in rounds of their own) and each figure is the median over rounds,
// with the rounds' range. Prints figures; never passes or fails on time.
// Run: node --import tsx bench/api-throughput.ts   (BENCH_SECONDS per case, default 10;
// BENCH_ROUNDS, default 3)

import { fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { multipartForm, pngOf } from '../apps/server/test/multipart-form';
import { capture, captureBrotli } from './support/capture';
import {
  median,
  serverCommand,
  startBare,
  startPostgres,
  startServer,
  type TRunning,
  tempDir,
} from './support/processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Which databases, comma-separated: pglite, postgres (both by default). */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const CONNECTIONS = 50;
const LOAD_CHILD = fileURLToPath(new URL('./support/load-child.mjs', import.meta.url));
const owner = { ownerEmail: 'bench@bench.test', ownerPassword: 'bench-password-1' };

type TRequest = {
  url: string;
  method?: 'GET' | 'PATCH' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
};
type TFigures = { rps: number; p50: number; p99: number; bad: number; low?: number; high?: number };

/**
 * One load of SECONDS: the connections shared evenly between the targets, all at once (one
 * autocannon per target), in a fresh process (./support/load-child.mjs says why). req/s is their
 * sum; p50 and p99 the worse target's; bad counts errors, timeouts and non-2xx answers.
 */
async function load(targets: TRequest[]): Promise<TFigures> {
  const child = fork(LOAD_CHILD, [], { serialization: 'advanced', stdio: 'inherit' });
  const results = await new Promise<TFigures[]>((resolve, reject) => {
    child.once('message', (message) => resolve(message as TFigures[]));
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`the load's process ended (${code}) without figures`)),
    );
    child.send({ targets, connections: CONNECTIONS / targets.length, duration: SECONDS });
  });
  return {
    rps: results.reduce((sum, r) => sum + r.rps, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    bad: results.reduce((sum, r) => sum + r.bad, 0),
  };
}

/**
 * Before each case: what the one before left to do (the kernel writing out the uploads' files,
 * PostgreSQL's background writes) settles, so it is not counted against the next case.
 */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 2000);

/** Runs every case once per round, in order, ROUNDS times; the median of each figure. */
async function interleaved(cases: Record<string, TRequest[]>) {
  const runs = new Map<string, TFigures[]>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [label, targets] of Object.entries(cases)) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const list = runs.get(label) ?? [];
      list.push(await load(targets));
      runs.set(label, list);
    }
    process.stderr.write(`  round ${round}/${ROUNDS} done\n`);
  }
  const medians = new Map<string, TFigures>();
  for (const [label, list] of runs) {
    medians.set(label, {
      rps: median(list.map((f) => f.rps)),
      low: Math.min(...list.map((f) => f.rps)),
      high: Math.max(...list.map((f) => f.rps)),
      p50: median(list.map((f) => f.p50)),
      p99: median(list.map((f) => f.p99)),
      bad: list.reduce((sum, f) => sum + f.bad, 0),
    });
  }
  return medians;
}

function printTable(figures: Map<string, TFigures>, baselines: Record<string, string>) {
  console.log(
    `  ${'case'.padEnd(40)}${'req/s'.padStart(9)}${"rounds' range".padStart(16)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'× bare'.padStart(8)}${'non-2xx'.padStart(9)}`,
  );
  for (const [label, f] of figures) {
    const bare = baselines[label] ? figures.get(baselines[label] as string) : undefined;
    const ratio = bare ? `${((100 * f.rps) / bare.rps).toFixed(0)}%` : '';
    console.log(
      `  ${label.padEnd(40)}${f.rps.toFixed(0).padStart(9)}${`${f.low?.toFixed(0)}–${f.high?.toFixed(0)}`.padStart(16)}${f.p50.toFixed(1).padStart(8)}${f.p99.toFixed(1).padStart(8)}${ratio.padStart(8)}${String(f.bad).padStart(9)}`,
    );
  }
}

async function json(base: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, init);
  const body = (await response.json()) as { error: boolean; result: unknown };
  if (body.error) throw new Error(`${path}: ${response.status} ${JSON.stringify(body.result)}`);
  return body.result;
}

type TAppRecord = {
  baseConstants: { id: number; code: string; value: string | null }[];
  baseActions: { id: number; name: string }[];
};

async function benchDatabase(kind: string, dataDir: string, databaseUrl?: string) {
  const running: TRunning[] = [];
  try {
    // WORKERS=0: an API-only process, no background job polling beside the requests.
    const server = await startServer({ ...owner, dataDir, databaseUrl, workers: 0 });
    running.push(server);
    const { token } = (await json(server.base, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.ownerEmail, password: owner.ownerPassword }),
    })) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const products = (await json(server.base, '/api/products', { headers: auth })) as {
      id: number;
      code: string;
    }[];
    const appId = products.find((p) => p.code === 'app_customer_x')?.id;
    if (!appId) throw new Error('no customer app');
    const appPath = `/api/builder/apps/${appId}`;
    const appRead = await capture(`${server.base}${appPath}`, auth);
    const appReadBrotli = await captureBrotli(`${server.base}${appPath}`, auth);
    const health = await capture(`${server.base}/api/health`);
    const bare = await startBare({
      '/app': { body: appRead.body, contentType: appRead.contentType },
      '/app-headers': appRead,
      // The brotli bytes alone, as the README describes this baseline.
      '/app-br': { ...appReadBrotli, headers: {} },
      '/api/health': { body: health.body, contentType: health.contentType },
    });
    running.push(bare);

    // A save that changes nothing (the value it has), so every round saves the same row alike.
    const record = (JSON.parse(appRead.body) as { result: TAppRecord }).result;
    const constant = record.baseConstants.find((c) => c.code === 'max_cart_items');
    const icon = record.baseActions.find((a) => a.name === 'notification_icon');
    if (!constant || !icon) throw new Error('no max_cart_items constant or notification icon');
    // The notification icon's rules ask for exactly 96×96 PNG.
    const upload = await multipartForm({}, [
      { name: 'icon.png', type: 'image/png', bytes: await pngOf(96, 96) },
    ]);

    console.log(
      `\n${kind}: ${server.base} against bare Fastify ${bare.base}; app read ${appRead.body.length} bytes, ${Buffer.from(appReadBrotli.bodyBase64, 'base64').length} as brotli`,
    );
    const figures = await interleaved({
      'bare Fastify, same app JSON': [{ url: `${bare.base}/app` }],
      'app read (authenticated)': [{ url: `${server.base}${appPath}`, headers: auth }],
      'bare Fastify, same JSON and headers': [{ url: `${bare.base}/app-headers` }],
      'bare Fastify, same app brotli': [{ url: `${bare.base}/app-br` }],
      'app read, brotli (Accept-Encoding: br)': [
        { url: `${server.base}${appPath}`, headers: { ...auth, 'accept-encoding': 'br' } },
      ],
      'bare Fastify, same health JSON': [{ url: `${bare.base}/api/health` }],
      '/api/health': [{ url: `${server.base}/api/health` }],
    });
    printTable(figures, {
      'app read (authenticated)': 'bare Fastify, same app JSON',
      'bare Fastify, same JSON and headers': 'bare Fastify, same app JSON',
      'app read, brotli (Accept-Encoding: br)': 'bare Fastify, same app brotli',
      '/api/health': 'bare Fastify, same health JSON',
    });
    const sameHeaders = figures.get('bare Fastify, same JSON and headers')?.rps ?? 0;
    console.log(
      `  app read against a bare Fastify sending the same headers too: ${((100 * (figures.get('app read (authenticated)')?.rps ?? 0)) / sameHeaders).toFixed(0)}%`,
    );

    // Writes in rounds of their own, after the reads: the uploads leave the kernel (and
    // PostgreSQL) writing files and WAL out for seconds after, which slowed whichever read case
    // came next when they shared the rounds.
    const writes = await interleaved({
      'constant save (PATCH, same value)': [
        {
          url: `${server.base}${appPath}/constants/${constant.id}`,
          method: 'PATCH',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ value: constant.value }),
        },
      ],
      'image upload (96×96 PNG, multipart)': [
        {
          url: `${server.base}${appPath}/actions/${icon.id}/file`,
          method: 'POST',
          headers: { ...auth, 'content-type': upload.contentType },
          body: upload.payload,
        },
      ],
    });
    printTable(writes, {});

    if (databaseUrl) {
      // A second API process on the same database and data dir (same secret key, so the token
      // holds on both); the load is split 25 + 25 connections, both autocannons at once.
      const second = await startServer({ ...owner, dataDir, databaseUrl, workers: 0 });
      running.push(second);
      console.log(`\n${kind}: app read, 1 against 2 API processes (${second.base} the second)`);
      const scaling = await interleaved({
        '1 process, 50 connections': [{ url: `${server.base}${appPath}`, headers: auth }],
        '2 processes, 25 + 25 connections': [
          { url: `${server.base}${appPath}`, headers: auth },
          { url: `${second.base}${appPath}`, headers: auth },
        ],
      });
      printTable(scaling, {});
      const one = scaling.get('1 process, 50 connections')?.rps ?? 0;
      const two = scaling.get('2 processes, 25 + 25 connections')?.rps ?? 0;
      console.log(`  scaling: ${(two / one).toFixed(2)}× (2.00× would be linear)`);
    }
  } finally {
    for (const r of running.reverse()) await r.stop();
  }
}

const temp = tempDir('oc-bench-api-');
const work = temp.path;
let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
try {
  console.log(
    `server: ${serverCommand().label}; ${CONNECTIONS} connections, ${SECONDS} s per case, median of ${ROUNDS} interleaved rounds`,
  );
  if (DATABASES.includes('pglite')) await benchDatabase('PGlite', join(work, 'pglite'));
  if (DATABASES.includes('postgres')) {
    postgres = await startPostgres();
    await benchDatabase(
      'PostgreSQL',
      join(work, 'postgres'),
      await postgres.createDatabase('bench'),
    );
  }
} finally {
  await postgres?.stop();
  await temp.remove();
}
