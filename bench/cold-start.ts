// Cold start and memory (docs/decisions/021): ms from spawn to the first 200 of /api/health, then
// the process's resident memory once idle (VmRSS, after IDLE_MS) and its peak so far (VmHWM), for
// - the real server's first start on an empty data dir / database (migrations and the demo seed),
// - its second start on what the first left (nothing to migrate or seed),
// on PGlite and on PostgreSQL (a throwaway cluster), and a bare Fastify answering /api/health.
// Median of BENCH_ROUNDS (default 3), each round with a fresh data dir and database. Prints
// figures; never passes or fails on time.
// Run: node --import tsx bench/cold-start.ts
import { join } from 'node:path';
import {
  median,
  memoryOf,
  serverCommand,
  startBare,
  startPostgres,
  startServer,
  type TRunning,
  tempDir,
} from './support/processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const IDLE_MS = 3000;
const temp = tempDir('oc-bench-cold-');
const work = temp.path;
const owner = { ownerEmail: 'bench@bench.test', ownerPassword: 'bench-password-1' };

type TSample = { readyMs: number; rssMb: number; peakMb: number };
const samples = new Map<string, TSample[]>();

async function sample(label: string, start: () => Promise<TRunning>) {
  const running = await start();
  try {
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const { rssMb, peakMb } = memoryOf(running.pid);
    const list = samples.get(label) ?? [];
    list.push({ readyMs: running.readyMs, rssMb, peakMb });
    samples.set(label, list);
  } finally {
    await running.stop();
  }
}

let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
try {
  postgres = await startPostgres();
  for (let round = 1; round <= ROUNDS; round++) {
    // Workers as `npm start` has them (WORKERS=1): what an owner's first start costs.
    const pglite = { ...owner, workers: 1, dataDir: join(work, `pglite-${round}`) };
    await sample('PGlite, first start (empty)', () => startServer(pglite));
    await sample('PGlite, second start', () => startServer(pglite));
    const databaseUrl = await postgres.createDatabase(`cold_${round}`);
    const pg = { ...owner, workers: 1, dataDir: join(work, `pg-${round}`), databaseUrl };
    await sample('PostgreSQL, first start (empty)', () => startServer(pg));
    await sample('PostgreSQL, second start', () => startServer(pg));
    await sample('bare Fastify', () =>
      startBare({
        '/api/health': {
          body: '{"error":false,"result":{"status":"ok"}}',
          contentType: 'application/json; charset=utf-8',
        },
      }),
    );
    process.stderr.write(`round ${round}/${ROUNDS} done\n`);
  }
} finally {
  await postgres?.stop();
  await temp.remove();
}

const bare = samples.get('bare Fastify') ?? [];
const bareReady = median(bare.map((s) => s.readyMs));
const bareRss = median(bare.map((s) => s.rssMb));
console.log(
  `server: ${serverCommand().label}; median of ${ROUNDS} rounds; idle = ${IDLE_MS / 1000} s after the first 200`,
);
console.log(
  `${'start'.padEnd(34)}${'ready ms'.padStart(10)}${'× bare'.padStart(8)}${'idle RSS MB'.padStart(13)}${'× bare'.padStart(8)}${'peak MB'.padStart(9)}`,
);
for (const [label, list] of samples) {
  const ready = median(list.map((s) => s.readyMs));
  const rss = median(list.map((s) => s.rssMb));
  console.log(
    `${label.padEnd(34)}${ready.toFixed(0).padStart(10)}${(ready / bareReady).toFixed(1).padStart(8)}${rss.toFixed(0).padStart(13)}${(rss / bareRss).toFixed(1).padStart(8)}${median(
      list.map((s) => s.peakMb),
    )
      .toFixed(0)
      .padStart(9)}`,
  );
}
