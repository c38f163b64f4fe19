import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { TDatabase, TDb } from '../../db/client';
import { jobs, projects } from '../../db/schema';
import { enqueueJob } from './enqueue-job';
import type { TJob, TJobHandler, TJobWorkers } from './jobs.types';
import { queuePositions } from './queue-positions';
import { requestJobCancel } from './request-job-cancel';
import { runQueuedJobNow } from './run-queued-job-now';
import { startJobWorkers } from './start-job-workers';

// One database for the file; each test works on its own job kind, so the workers of one test never
// see another's jobs. Leases that ran out (what a killed worker leaves) are made by SQL, never by
// waiting, so nothing here depends on how fast the machine is.

let database: TDatabase;
let db: TDb;
let demo: number;
let other: number;
const started: TJobWorkers[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const rows = await db.select({ id: projects.id, code: projects.code }).from(projects);
  demo = rows.find((row) => row.code === 'demo')?.id ?? NaN;
  other = rows.find((row) => row.code === 'other')?.id ?? NaN;
});

afterEach(async () => {
  await Promise.all(started.splice(0).map((workers) => workers.stop()));
});

afterAll(async () => {
  await database.close();
});

/** Polls every 20 ms until cond holds; fails after `ms`. */
async function waitFor(cond: () => boolean | Promise<boolean>, ms = 10_000, what = 'condition') {
  const until = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error(`waitFor: ${what} not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type TLogged = { level: 'info' | 'warn' | 'error'; o: object; m: string | undefined };

function recorder() {
  const logged: TLogged[] = [];
  return {
    logged,
    log: {
      info: (o: object, m?: string) => logged.push({ level: 'info', o, m }),
      warn: (o: object, m?: string) => logged.push({ level: 'warn', o, m }),
      error: (o: object, m?: string) => logged.push({ level: 'error', o, m }),
    },
  };
}

function start(
  handlers: TJobHandler[],
  options: { count?: number; leaseMs?: number; pollMs?: number; on?: TDb } = {},
) {
  const { log, logged } = recorder();
  const workers = startJobWorkers(options.on ?? db, handlers, {
    count: options.count ?? 1,
    leaseMs: options.leaseMs ?? 300,
    pollMs: options.pollMs ?? 50,
    log,
  });
  started.push(workers);
  return { workers, logged };
}

type TCall = { job: TJob; isRetry: boolean };

/** A handler that records its calls; `work` is what each run does (nothing by default). */
function handler(
  kind: string,
  work: (
    job: TJob,
    ctx: { signal: AbortSignal; isRetry: boolean },
  ) => ReturnType<TJobHandler['run']> = async () => {},
  maxAttempts = 3,
) {
  const runs: TCall[] = [];
  const givenUp: TJob[] = [];
  const h: TJobHandler = {
    kind,
    maxAttempts,
    async run(job, ctx) {
      runs.push({ job, isRetry: ctx.isRetry });
      return work(job, ctx);
    },
    async giveUp(job) {
      givenUp.push(job);
    },
  };
  return { h, runs, givenUp };
}

const untilAborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });

async function rowOf(id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

const stateIs = (id: number, state: string) => async () => (await rowOf(id)).state === state;

/** Leaves the job as a worker killed mid-run leaves it: running, under a lease that ran out. */
async function killedWorkerLeaves(id: number, attempts: number) {
  await db
    .update(jobs)
    .set({
      state: 'running',
      leaseOwner: 'dead-host:1:dead',
      leaseUntil: sql`now() - interval '1 second'`,
      attempts,
    })
    .where(eq(jobs.id, id));
}

describe('enqueueJob', () => {
  it('writes inside the caller transaction: rolled back with it', async () => {
    const kind = 'test-enqueue-tx';
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, { projectId: demo, kind, refId: 1 });
        throw new Error('the caller fails after enqueuing');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await db.select().from(jobs).where(eq(jobs.kind, kind))).toEqual([]);

    const id = await db.transaction((tx) => enqueueJob(tx, { projectId: demo, kind, refId: 2 }));
    expect(await rowOf(id)).toMatchObject({ state: 'queued', attempts: 0, refId: 2 });
  });
});

describe('job workers', () => {
  it('runs a job once, as a first attempt, and marks it done', async () => {
    const { h, runs } = handler('test-once');
    const id = await enqueueJob(db, { projectId: demo, kind: 'test-once', refId: 7 });
    start([h]);
    await waitFor(stateIs(id, 'done'), undefined, 'job done');
    // A later job running proves the worker went on looking, and still ran the first only once.
    const next = await enqueueJob(db, { projectId: demo, kind: 'test-once', refId: 8 });
    await waitFor(stateIs(next, 'done'), undefined, 'next job done');
    expect(runs.map((r) => [r.job.refId, r.isRetry, r.job.attempts])).toEqual([
      [7, false, 1],
      [8, false, 1],
    ]);
    expect(runs[0]?.job).toEqual({ id, projectId: demo, kind: 'test-once', refId: 7, attempts: 1 });
    expect(await rowOf(id)).toMatchObject({ leaseOwner: null, leaseUntil: null });
  });

  it('wakes idle workers at once on wake(), without waiting for the poll', async () => {
    const { h, runs } = handler('test-wake');
    // A poll far longer than the test's wait: only wake() can make the job run in time.
    const { workers } = start([h], { count: 2, pollMs: 60_000 });
    const id = await enqueueJob(db, { projectId: demo, kind: 'test-wake', refId: 1 });
    workers.wake();
    await waitFor(stateIs(id, 'done'), undefined, 'woken job done');
    expect(runs).toHaveLength(1);
  });

  it('never runs one job twice, with two sets of workers on one database', async () => {
    const kind = 'test-two-sets';
    const ranOf = new Map<number, number>();
    const work = async (job: TJob) => {
      ranOf.set(job.refId, (ranOf.get(job.refId) ?? 0) + 1);
      // Jobs of different lengths, so the four workers claim in an interleaved order.
      await new Promise((resolve) => setTimeout(resolve, (job.refId % 4) * 5));
    };
    const ids = [];
    for (let ref = 1; ref <= 20; ref++)
      ids.push(await enqueueJob(db, { projectId: demo, kind, refId: ref }));
    // A lease far longer than any stall of a busy machine: this test is about claiming, and a lease
    // that really ran out would rightly let another worker take the job over.
    const a = start([handler(kind, work).h], { count: 2, leaseMs: 30_000 });
    const b = start([handler(kind, work).h], { count: 2, leaseMs: 30_000 });
    a.workers.wake();
    b.workers.wake();
    await waitFor(
      async () =>
        (
          await db
            .select()
            .from(jobs)
            .where(and(eq(jobs.kind, kind), eq(jobs.state, 'done')))
        ).length === 20,
      undefined,
      'all 20 jobs done',
    );
    expect([...ranOf.keys()].sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect([...ranOf.values()].every((n) => n === 1)).toBe(true);
    const rows = await db.select().from(jobs).where(eq(jobs.kind, kind));
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });

  it('takes over a job whose worker died (lease ran out), as a retry', async () => {
    const { h, runs, givenUp } = handler('test-expired', async () => {}, 2);
    const id = await enqueueJob(db, { projectId: demo, kind: 'test-expired', refId: 3 });
    await killedWorkerLeaves(id, 1);
    start([h]);
    await waitFor(stateIs(id, 'done'), undefined, 'retried job done');
    expect(runs.map((r) => [r.job.id, r.isRetry, r.job.attempts])).toEqual([[id, true, 2]]);
    expect(givenUp).toEqual([]);
  });

  it('gives up a job whose last allowed attempt died: giveUp, never run', async () => {
    const { h, runs, givenUp } = handler('test-give-up', async () => {}, 2);
    const id = await enqueueJob(db, { projectId: demo, kind: 'test-give-up', refId: 4 });
    // Both allowed attempts were taken and the second one's worker died too.
    await killedWorkerLeaves(id, 2);
    start([h]);
    await waitFor(stateIs(id, 'done'), undefined, 'given-up job done');
    expect(givenUp.map((job) => job.id)).toEqual([id]);
    expect(runs).toEqual([]);
  });

  it('never runs a job cancelled while queued; the cancel is scoped by project', async () => {
    const kind = 'test-cancel-queued';
    const { h, runs } = handler(kind);
    const first = await enqueueJob(db, { projectId: demo, kind, refId: 10 });
    const second = await enqueueJob(db, { projectId: demo, kind, refId: 11 });
    expect(await requestJobCancel(db, other, kind, 10)).toBe('none');
    expect(await rowOf(first)).toMatchObject({ state: 'queued' });
    expect(await requestJobCancel(db, demo, kind, 10)).toBe('cancelled');
    expect(await rowOf(first)).toMatchObject({ state: 'cancelled' });
    start([h]);
    // Workers take the oldest first, so the later job done means the cancelled one was passed over.
    await waitFor(stateIs(second, 'done'), undefined, 'second job done');
    expect(runs.map((r) => r.job.refId)).toEqual([11]);
    expect(await requestJobCancel(db, demo, kind, 10)).toBe('none');
    expect(await requestJobCancel(db, demo, kind, 11)).toBe('none');
  });

  it('aborts a running job with reason cancelled when the owner cancels it', async () => {
    const kind = 'test-cancel-running';
    let reason: unknown;
    const { h, runs } = handler(kind, async (_job, { signal }) => {
      await untilAborted(signal);
      reason = signal.reason;
    });
    const id = await enqueueJob(db, { projectId: demo, kind, refId: 12 });
    start([h]);
    await waitFor(() => runs.length === 1, undefined, 'job started');
    expect(await requestJobCancel(db, other, kind, 12)).toBe('none');
    expect(await requestJobCancel(db, demo, kind, 12)).toBe('stopping');
    await waitFor(stateIs(id, 'cancelled'), undefined, 'job ended cancelled');
    expect(reason).toBe('cancelled');
    expect(await rowOf(id)).toMatchObject({ cancelRequested: true, leaseOwner: null });
    expect(await requestJobCancel(db, demo, kind, 12)).toBe('none');
  });

  it('stops a job of this process at once on cancel, not at its next lease renewal', async () => {
    const kind = 'test-cancel-here';
    let reason: unknown;
    const { h, runs } = handler(kind, async (_job, { signal }) => {
      await untilAborted(signal);
      reason = signal.reason;
    });
    const id = await enqueueJob(db, { projectId: demo, kind, refId: 13 });
    // A lease of ten minutes: its first renewal comes long after this test's bounded wait gives up,
    // so only the cancel reaching this process's worker directly can end the job in time.
    start([h], { leaseMs: 600_000 });
    await waitFor(() => runs.length === 1, undefined, 'job started');
    expect(await requestJobCancel(db, demo, kind, 13)).toBe('stopping');
    await waitFor(stateIs(id, 'cancelled'), undefined, 'job ended cancelled');
    expect(reason).toBe('cancelled');
  });

  it('aborts with lease-lost when another worker took the job over, and writes nothing', async () => {
    const kind = 'test-lease-lost';
    let reason: unknown;
    const { h, runs } = handler(kind, async (_job, { signal }) => {
      await untilAborted(signal);
      reason = signal.reason;
    });
    const id = await enqueueJob(db, { projectId: demo, kind, refId: 13 });
    const { logged } = start([h]);
    await waitFor(() => runs.length === 1, undefined, 'job started');
    // What this worker's renewal finds after a stall in which another worker claimed the job.
    await db
      .update(jobs)
      .set({ leaseOwner: 'another:2:worker', leaseUntil: sql`now() + interval '1 hour'` })
      .where(eq(jobs.id, id));
    await waitFor(() => reason !== undefined, undefined, 'signal aborted');
    expect(reason).toBe('lease-lost');
    await waitFor(() => logged.some((l) => l.m === 'jobs: lease lost'), undefined, 'logged');
    // Its run is over: the other worker's claim is left as it was.
    const next = await enqueueJob(db, { projectId: demo, kind, refId: 14 });
    await waitFor(() => runs.length === 2, undefined, 'next job started');
    expect(await rowOf(id)).toMatchObject({ state: 'running', leaseOwner: 'another:2:worker' });
    expect((await rowOf(next)).state).toBe('running');
  });

  it('on stop() aborts with shutdown and gives the job back queued, its attempt not counted', async () => {
    const kind = 'test-stop';
    let reason: unknown;
    const { h, runs } = handler(kind, async (_job, { signal }) => {
      await untilAborted(signal);
      reason = signal.reason;
    });
    const id = await enqueueJob(db, { projectId: demo, kind, refId: 15 });
    const { workers } = start([h], { count: 2 });
    await waitFor(() => runs.length === 1, undefined, 'job started');
    expect(await rowOf(id)).toMatchObject({ state: 'running', attempts: 1 });
    await workers.stop();
    expect(reason).toBe('shutdown');
    expect(await rowOf(id)).toMatchObject({
      state: 'queued',
      attempts: 0,
      leaseOwner: null,
      leaseUntil: null,
    });
    // The next start takes it at once, as a first attempt rather than a retry.
    const again = handler(kind);
    start([again.h]);
    await waitFor(stateIs(id, 'done'), undefined, 'job done after restart');
    expect(again.runs.map((r) => [r.isRetry, r.job.attempts])).toEqual([[false, 1]]);
  });

  it('goes on after a handler throws: logged as an error, the job ends, the next one runs', async () => {
    const kind = 'test-throws';
    const { h, runs } = handler(kind, async (job) => {
      if (job.refId === 20) throw new Error('the build tool crashed');
    });
    const failing = await enqueueJob(db, { projectId: demo, kind, refId: 20 });
    const next = await enqueueJob(db, { projectId: demo, kind, refId: 21 });
    const { logged } = start([h]);
    await waitFor(stateIs(next, 'done'), undefined, 'next job done');
    expect(runs.map((r) => r.job.refId)).toEqual([20, 21]);
    expect((await rowOf(failing)).state).toBe('done');
    const errors = logged.filter((l) => l.level === 'error');
    expect(errors.map((l) => (l.o as { err: Error }).err.message)).toEqual([
      'the build tool crashed',
    ]);
  });

  it('keeps polling while the database is away, logging a warning, and still stops', async () => {
    const away = await openTestDatabase();
    const { h } = handler('test-db-away');
    const { workers, logged } = start([h], { on: away.db, count: 2 });
    await away.close();
    await waitFor(
      () => logged.filter((l) => l.m === 'jobs: cannot claim a job').length >= 2,
      undefined,
      'claim failures logged',
    );
    expect(logged.some((l) => l.level === 'error')).toBe(false);
    await workers.stop();
  });
});

describe('come back later (run answers { retryAt })', () => {
  const anHourLater = () => new Date(Date.now() + 3_600_000);

  it('puts the job back queued until retryAt, attempts reset; made due, it runs as a first attempt', async () => {
    const kind = 'test-retry-at';
    const retryAt = anHourLater();
    let calls = 0;
    const { h, runs } = handler(kind, async () => {
      calls += 1;
      // The first run waits (a DNS record not there yet); the second finishes.
      return calls === 1 ? { retryAt } : undefined;
    });
    const id = await enqueueJob(db, { projectId: demo, kind, refId: 30 });
    // A job whose earlier take died: a wait still starts the count again.
    await killedWorkerLeaves(id, 1);
    start([h]);
    await waitFor(() => runs.length === 1, undefined, 'first run');
    await waitFor(stateIs(id, 'queued'), undefined, 'job back in the queue');
    expect(await rowOf(id)).toMatchObject({
      attempts: 0,
      leaseOwner: null,
      leaseUntil: null,
      runAt: retryAt,
    });
    // Not due yet: the workers, polling every 50 ms, leave it alone.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toHaveLength(1);
    // Another project cannot hurry it; its own project can.
    await runQueuedJobNow(db, other, kind, 30);
    expect((await rowOf(id)).runAt).toEqual(retryAt);
    await runQueuedJobNow(db, demo, kind, 30);
    await waitFor(stateIs(id, 'done'), undefined, 'job done after the wait');
    expect(runs.map((r) => [r.isRetry, r.job.attempts])).toEqual([
      [true, 2],
      [false, 1],
    ]);
  });

  it('ends cancelled instead when the owner cancelled while it ran', async () => {
    const kind = 'test-retry-at-cancelled';
    const { h, runs } = handler(kind, async (_job, { signal }) => {
      await untilAborted(signal);
      return { retryAt: anHourLater() };
    });
    const id = await enqueueJob(db, { projectId: demo, kind, refId: 31 });
    start([h]);
    await waitFor(() => runs.length === 1, undefined, 'job started');
    expect(await requestJobCancel(db, demo, kind, 31)).toBe('stopping');
    await waitFor(stateIs(id, 'cancelled'), undefined, 'job ended cancelled');
    expect(await rowOf(id)).toMatchObject({ leaseOwner: null });
  });

  it('a waiting job is cancelled at once, like any queued job', async () => {
    const kind = 'test-retry-at-waiting';
    const { h, runs } = handler(kind, async () => ({ retryAt: anHourLater() }));
    const id = await enqueueJob(db, { projectId: demo, kind, refId: 32 });
    start([h]);
    // Ran once, then back in the queue to wait: queued before it ran too, so in that order.
    await waitFor(() => runs.length === 1, undefined, 'job ran once');
    await waitFor(stateIs(id, 'queued'), undefined, 'job waiting');
    expect(await requestJobCancel(db, demo, kind, 32)).toBe('cancelled');
    expect((await rowOf(id)).state).toBe('cancelled');
  });

  it('lets giveUp come back later too, from a fresh count', async () => {
    const kind = 'test-retry-at-give-up';
    const retryAt = anHourLater();
    const h: TJobHandler = {
      kind,
      maxAttempts: 1,
      run: async () => {},
      giveUp: async () => ({ retryAt }),
    };
    const id = await enqueueJob(db, { projectId: demo, kind, refId: 33 });
    await killedWorkerLeaves(id, 1);
    start([h]);
    await waitFor(stateIs(id, 'queued'), undefined, 'given-up job waiting');
    expect(await rowOf(id)).toMatchObject({ attempts: 0, runAt: retryAt });
  });
});

describe('queuePositions', () => {
  it('numbers due queued jobs of the kind across every project, oldest first', async () => {
    const kind = 'test-positions';
    const enqueue = (projectId: number, refId: number) =>
      enqueueJob(db, { projectId, kind, refId });
    await enqueue(demo, 101);
    await enqueue(other, 201);
    await enqueue(demo, 102);
    const later = await enqueue(other, 202);
    const running = await enqueue(demo, 103);
    await enqueueJob(db, { projectId: demo, kind: 'test-positions-other-kind', refId: 104 });
    await db.update(jobs).set({ runAt: sql`now() + interval '1 hour'` }).where(eq(jobs.id, later));
    await db
      .update(jobs)
      .set({ state: 'running', leaseOwner: 'w', leaseUntil: sql`now() + interval '1 hour'` })
      .where(eq(jobs.id, running));

    const asked = [101, 201, 102, 202, 103, 104, 999];
    expect(Object.fromEntries(await queuePositions(db, kind, asked))).toEqual({
      101: 1,
      201: 2,
      102: 3,
    });
    // Counted among everyone's jobs, even when asked about one project's refs only.
    expect(Object.fromEntries(await queuePositions(db, kind, [102]))).toEqual({ 102: 3 });
    expect(await requestJobCancel(db, demo, kind, 101)).toBe('cancelled');
    expect(Object.fromEntries(await queuePositions(db, kind, asked))).toEqual({ 201: 1, 102: 2 });
    expect((await queuePositions(db, kind, [])).size).toBe(0);
  });
});
