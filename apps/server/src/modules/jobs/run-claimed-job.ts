import { renewWhileRunning } from './job-lease-renewal';
import { finishJob, releaseJob, rescheduleJob, type TJobRow } from './job-leases.repository';
import type { TJobPool, TRunning } from './job-pool.types';
import type { TJob } from './jobs.types';
import { runningHere } from './jobs-running-here';

/**
 * Runs a job a worker claimed (or gives it up, on its last allowed attempt), keeping its lease
 * meanwhile, then writes what came of it: done, or back in the queue until the time the handler
 * asked for. A worker that lost its lease, or is shutting down, writes no outcome.
 */
export async function runClaimedJob(pool: TJobPool, owner: string, row: TJobRow): Promise<void> {
  const { log } = pool;
  const handler = pool.byKind.get(row.kind);
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
      await releaseJob(pool.db, row.id, owner);
    } catch (error) {
      // Its lease runs out and another worker takes it as a retry; nothing is lost.
      log.warn({ err: error, ...about }, 'jobs: cannot give the job back');
    }
  };
  // Claimed as stop() began (the claim was already on its way): give it straight back.
  if (pool.stopping || !handler) {
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
    stopRenewing: renewWhileRunning(pool, row, owner, controller),
    release,
  };
  pool.running.add(entry);
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
  if (!pool.running.delete(entry)) return;
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
    if (retryAt) await rescheduleJob(pool.db, row.id, owner, retryAt);
    else await finishJob(pool.db, row.id, owner);
  } catch (error) {
    // Left running, its lease runs out and it is taken again as a retry.
    log.warn({ err: error, ...about }, 'jobs: cannot mark the job done');
  }
}
