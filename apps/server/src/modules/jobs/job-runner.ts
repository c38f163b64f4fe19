import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { TDb } from '../../db/client';
import {
  claimJob,
  finishJob,
  releaseJob,
  renewLease,
  rescheduleJob,
  type TJobRow,
} from './jobs.repository';
import type { TJob, TJobHandler, TJobLog, TJobWorkers } from './jobs.types';

/** How long stop() waits for running jobs to wind down before giving them back regardless. */
const SHUTDOWN_WAIT_MS = 10_000;

type TWorker = {
  /** Lease owner, one per worker: two workers of one process must not pass for each other. */
  owner: string;
  /** Set by wake(); a worker that was busy claiming when it came looks again before sleeping. */
  woken: boolean;
  /** Ends the worker's sleep early; null while it is not asleep. */
  wakeUp: (() => void) | null;
};

/** A job a worker is running, as stop() needs it. */
type TRunning = {
  about: object;
  controller: AbortController;
  /** True once run() (or giveUp()) has settled: its outcome is written as it was, not given back. */
  settled: boolean;
  /** Stops the lease renewal and waits for one in flight, so no query outlives stop(). */
  stopRenewing: () => Promise<void>;
  release: () => Promise<void>;
};

/**
 * The jobs this process is running, by job id: a cancel asked of this same process (the usual case,
 * one process serving the API and the workers) stops its job at once, instead of at the next lease
 * renewal, a third of the lease later, by which time a short build may have finished. Other
 * processes' jobs still hear of it at their renewal.
 */
const runningHere = new Map<number, AbortController>();

/** Aborts the job with reason 'cancelled' if a worker of this process runs it. */
export function cancelRunningHere(jobId: number): void {
  const controller = runningHere.get(jobId);
  if (controller && !controller.signal.aborted) controller.abort('cancelled');
}

export function runJobWorkers(
  db: TDb,
  handlers: TJobHandler[],
  options: { count: number; leaseMs: number; pollMs?: number; log: TJobLog },
): TJobWorkers {
  const { leaseMs, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const byKind = new Map(handlers.map((handler) => [handler.kind, handler]));
  const kinds = [...byKind.keys()];
  const workers: TWorker[] = Array.from({ length: options.count }, () => ({
    owner: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    woken: false,
    wakeUp: null,
  }));
  const running = new Set<TRunning>();
  let stopping = false;
  let stopped: Promise<void> | null = null;

  const sleep = (worker: TWorker, ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        worker.wakeUp = null;
        resolve();
      }, ms);
      worker.wakeUp = () => {
        clearTimeout(timer);
        worker.wakeUp = null;
        resolve();
      };
    });

  const wakeAll = () => {
    for (const worker of workers) {
      worker.woken = true;
      worker.wakeUp?.();
    }
  };

  /** Keeps the lease while the job runs, and turns what the renewal learns into an abort. */
  function renewWhileRunning(row: TJobRow, owner: string, controller: AbortController) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: Promise<void> = Promise.resolve();
    let active = true;
    const schedule = () => {
      // A third of the lease: two renewals may fail (the database briefly away) before it runs out.
      timer = setTimeout(
        () => {
          inFlight = renew();
        },
        Math.max(1, Math.floor(leaseMs / 3)),
      );
    };
    const renew = async () => {
      try {
        const lease = await renewLease(db, row.id, owner, leaseMs);
        if (!lease) {
          // Another worker took it over while this one was stalled: stop, and write nothing more.
          log.warn({ jobId: row.id, kind: row.kind, worker: owner }, 'jobs: lease lost');
          controller.abort('lease-lost');
          return;
        }
        if (lease.cancelRequested && !controller.signal.aborted) controller.abort('cancelled');
      } catch (error) {
        // The database is away; the lease still runs for a while, so try again at the next turn.
        log.warn({ err: error, jobId: row.id, worker: owner }, 'jobs: cannot renew the lease');
      }
      if (active) schedule();
    };
    schedule();
    return async () => {
      active = false;
      clearTimeout(timer);
      await inFlight;
    };
  }

  async function work(worker: TWorker, row: TJobRow) {
    const { owner } = worker;
    const handler = byKind.get(row.kind);
    const job: TJob = {
      id: row.id,
      projectId: row.projectId,
      kind: row.kind,
      refId: row.refId,
      attempts: row.attempts,
    };
    const about = { jobId: row.id, kind: row.kind, refId: row.refId, attempts: row.attempts };
    const release = async () => {
      try {
        await releaseJob(db, row.id, owner);
      } catch (error) {
        // Its lease runs out and another worker takes it as a retry; nothing is lost.
        log.warn({ err: error, ...about }, 'jobs: cannot give the job back');
      }
    };
    // Claimed as stop() began (the claim was already on its way): give it straight back.
    if (stopping || !handler) {
      await release();
      return;
    }
    // attempts counts this take; a job only returns to 'queued' with its count taken back, so more
    // than one take means an earlier worker died holding it.
    const isRetry = row.attempts > 1;
    const givingUp = row.attempts > handler.maxAttempts;
    const controller = new AbortController();
    // Cancelled while its last worker was dead or stopping: the handler still gets to record it.
    if (row.cancelRequested) controller.abort('cancelled');
    const entry: TRunning = {
      about,
      controller,
      settled: false,
      stopRenewing: renewWhileRunning(row, owner, controller),
      release,
    };
    running.add(entry);
    runningHere.set(row.id, controller);
    log.info({ ...about, isRetry, worker: owner }, givingUp ? 'jobs: giving up' : 'jobs: running');
    let failed = false;
    // Set when the handler asked to come back later instead of being done.
    let retryAt: Date | null = null;
    try {
      const outcome = await (givingUp
        ? handler.giveUp(job)
        : handler.run(job, { signal: controller.signal, isRetry }));
      if (outcome !== undefined) retryAt = outcome.retryAt;
    } catch (error) {
      failed = true;
      // A failing job must not stop the worker; the handler records the failure it knows about.
      log.error({ err: error, ...about }, givingUp ? 'jobs: giveUp failed' : 'jobs: job failed');
    } finally {
      entry.settled = true;
      runningHere.delete(row.id);
    }
    await entry.stopRenewing();
    // stop() gave it back already (it did not settle in time), or its renewals are over.
    if (!running.delete(entry)) return;
    const reason: unknown = controller.signal.reason;
    if (reason === 'lease-lost') return;
    if (givingUp) {
      // giveUp has no signal, so a shutdown did not cut it short: its outcome stands. One that
      // failed recorded nothing: left as it is, its lease runs out and it is given up again, by
      // then perhaps with the database back.
      if (failed) return;
    } else if (reason === 'shutdown') {
      await release();
      return;
    }
    try {
      if (retryAt) await rescheduleJob(db, row.id, owner, retryAt);
      else await finishJob(db, row.id, owner);
    } catch (error) {
      // Left running, its lease runs out and it is taken again as a retry.
      log.warn({ err: error, ...about }, 'jobs: cannot mark the job done');
    }
  }

  async function loop(worker: TWorker) {
    while (!stopping) {
      worker.woken = false;
      let row: TJobRow | null;
      try {
        row = await claimJob(db, kinds, worker.owner, leaseMs);
      } catch (error) {
        // The database is away (restarting, unreachable): keep trying, never end the process.
        log.warn({ err: error, worker: worker.owner }, 'jobs: cannot claim a job');
        if (!stopping) await sleep(worker, pollMs);
        continue;
      }
      if (row) await work(worker, row);
      else if (!worker.woken && !stopping) await sleep(worker, pollMs);
    }
  }

  const loops = kinds.length > 0 ? workers.map((worker) => loop(worker)) : [];

  async function stop() {
    stopping = true;
    wakeAll();
    for (const entry of running) {
      if (!entry.settled && !entry.controller.signal.aborted) entry.controller.abort('shutdown');
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), SHUTDOWN_WAIT_MS);
    });
    const late = await Promise.race([Promise.all(loops).then(() => false), timedOut]);
    clearTimeout(timer);
    if (!late) return;
    // Some run() ignored the signal: give its job back anyway, so the next start takes it at once.
    for (const entry of [...running]) {
      running.delete(entry);
      log.warn(entry.about, 'jobs: a job did not stop in time; giving it back');
      await entry.stopRenewing();
      await entry.release();
    }
  }

  return {
    wake: () => {
      if (!stopping) wakeAll();
    },
    stop: () => {
      stopped ??= stop();
      return stopped;
    },
  };
}
