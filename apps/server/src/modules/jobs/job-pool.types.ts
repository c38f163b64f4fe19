import type { TDb } from '../../db/client';
import type { TJobHandler, TJobLog } from './jobs.types';

// What the workers of one startJobWorkers() share: the pieces of the runner (start-job-workers.ts,
// run-claimed-job.ts, job-lease-renewal.ts) each take it.

export type TWorker = {
  /** Lease owner, one per worker: two workers of one process must not pass for each other. */
  owner: string;
  /** Set by wake(); a worker that was busy claiming when it came looks again before sleeping. */
  woken: boolean;
  /** Ends the worker's sleep early; null while it is not asleep. */
  wakeUp: (() => void) | null;
};

/** A job a worker is running, as stop() needs it. */
export type TRunning = {
  about: object;
  controller: AbortController;
  /** True once run() (or giveUp()) has settled: its outcome is written as it was, not given back. */
  settled: boolean;
  /** Stops the lease renewal and waits for one in flight, so no query outlives stop(). */
  stopRenewing: () => Promise<void>;
  release: () => Promise<void>;
};

export type TJobPool = {
  db: TDb;
  leaseMs: number;
  log: TJobLog;
  byKind: Map<string, TJobHandler>;
  running: Set<TRunning>;
  /** Set by stop(): no job is started any more, and one claimed meanwhile is given back. */
  stopping: boolean;
};
