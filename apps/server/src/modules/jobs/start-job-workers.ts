import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { TDb } from '../../db/client';
import { claimJob, type TJobRow } from './job-leases.repository';
import type { TJobPool, TWorker } from './job-pool.types';
import type { TJobHandler, TJobLog, TJobWorkers } from './jobs.types';
import { runClaimedJob } from './run-claimed-job';

/** How long stop() waits for running jobs to wind down before giving them back regardless. */
const SHUTDOWN_WAIT_MS = 10_000;

/**
 * Starts `count` workers, each running one job at a time of the handlers' kinds. `wake()` makes
 * idle workers look at once (call it after enqueuing); otherwise they look every pollMs (1 s).
 * `stop()` stops them: running jobs are aborted ('shutdown') and given back as queued.
 */
export function startJobWorkers(
  db: TDb,
  handlers: TJobHandler[],
  options: { count: number; leaseMs: number; pollMs?: number; log: TJobLog },
): TJobWorkers {
  const { leaseMs, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const pool: TJobPool = {
    db,
    leaseMs,
    log,
    byKind: new Map(handlers.map((handler) => [handler.kind, handler])),
    running: new Set(),
    stopping: false,
  };
  const kinds = [...pool.byKind.keys()];
  const workers: TWorker[] = Array.from({ length: options.count }, () => ({
    owner: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    woken: false,
    wakeUp: null,
  }));
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

  async function loop(worker: TWorker) {
    while (!pool.stopping) {
      worker.woken = false;
      let row: TJobRow | null;
      try {
        row = await claimJob(db, kinds, worker.owner, leaseMs);
      } catch (error) {
        // The database is away (restarting, unreachable): keep trying, never end the process.
        log.warn({ err: error, worker: worker.owner }, 'jobs: cannot claim a job');
        if (!pool.stopping) await sleep(worker, pollMs);
        continue;
      }
      if (row) await runClaimedJob(pool, worker.owner, row);
      else if (!worker.woken && !pool.stopping) await sleep(worker, pollMs);
    }
  }

  const loops = kinds.length > 0 ? workers.map((worker) => loop(worker)) : [];

  async function stop() {
    pool.stopping = true;
    wakeAll();
    for (const entry of pool.running) {
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
    for (const entry of [...pool.running]) {
      pool.running.delete(entry);
      log.warn(entry.about, 'jobs: a job did not stop in time; giving it back');
      await entry.stopRenewing();
      await entry.release();
    }
  }

  return {
    wake: () => {
      if (!pool.stopping) wakeAll();
    },
    stop: () => {
      stopped ??= stop();
      return stopped;
    },
  };
}
