// What the jobs module's operations and its runner (start-job-workers.ts) share with the modules
// whose jobs they run: a job, its handler, the workers.

export type TJob = { id: number; projectId: number; kind: string; refId: number; attempts: number };

/**
 * What run (or giveUp) may answer instead of nothing: "not finished, come back at retryAt". The job
 * goes back to the queue until then with its attempts reset, since a wait is not a failed attempt
 * (a certificate waiting for its DNS, or for its renewal date).
 */
export type TJobRetry = { retryAt: Date };

export type TJobHandler = {
  kind: string;
  /** How many times a job may be taken. A job whose lease expired on its last attempt is given up. */
  maxAttempts: number;
  /**
   * Does the work. `isRetry` is true when an earlier attempt's worker died (its lease expired). The
   * signal aborts with reason 'cancelled' (owner asked), 'lease-lost' (another worker now holds it)
   * or 'shutdown' (stop() was called). A job cancelled while its worker was dead or stopping starts
   * with the signal already aborted ('cancelled'), so the handler records the cancellation itself.
   * Resolving with `{ retryAt }` puts the job back as queued until then (see TJobRetry), unless the
   * owner cancelled it meanwhile.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that is done returns nothing; only a wait answers
  run(job: TJob, ctx: { signal: AbortSignal; isRetry: boolean }): Promise<void | TJobRetry>;
  /**
   * Called instead of run when the job's last allowed attempt died; the handler records the failure,
   * or answers `{ retryAt }` to try again later from a fresh count.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: as for run
  giveUp(job: TJob): Promise<void | TJobRetry>;
};

export type TJobWorkers = { stop(): Promise<void>; wake(): void };

export type TJobLog = {
  info: (o: object, m?: string) => void;
  warn: (o: object, m?: string) => void;
  error: (o: object, m?: string) => void;
};
