import type { TDb } from '../../db/client';
import { cancelRunningHere, runJobWorkers } from './job-runner';
import { cancelJobsOf, findQueuePositions, insertJob, makeQueuedJobDue } from './jobs.repository';
import type { TJobHandler, TJobLog, TJobWorkers } from './jobs.types';

export type { TJob, TJobHandler, TJobLog, TJobRetry, TJobWorkers } from './jobs.types';

// Durable background work (docs/design.md#jobs). The jobs table is system-level: workers claim
// across every project, since they serve everyone; what a request calls is scoped by projectId.

/** Inserts a queued job (inside the caller's transaction when given one); returns its id. */
export async function enqueueJob(
  db: TDb,
  job: { projectId: number; kind: string; refId: number },
): Promise<number> {
  return insertJob(db, job);
}

/**
 * queued → state 'cancelled' (answers 'cancelled'); running → cancel_requested = true (answers
 * 'stopping'); otherwise 'none'. Scoped by projectId.
 */
export async function requestJobCancel(
  db: TDb,
  projectId: number,
  kind: string,
  refId: number,
): Promise<'cancelled' | 'stopping' | 'none'> {
  const rows = await cancelJobsOf(db, projectId, kind, refId);
  const running = rows.filter((row) => row.state === 'running');
  for (const row of running) cancelRunningHere(row.id);
  // A ref has one live job; should there be more, one still running means work is still stopping.
  if (running.length > 0) return 'stopping';
  return rows.length > 0 ? 'cancelled' : 'none';
}

/**
 * Makes the ref's queued job due now (one waiting for a later run_at), scoped by projectId: the owner
 * asked for something the job was waiting for. Call the workers' wake() after it.
 */
export async function runQueuedJobNow(
  db: TDb,
  projectId: number,
  kind: string,
  refId: number,
): Promise<void> {
  await makeQueuedJobDue(db, projectId, kind, refId);
}

/**
 * 1-based position of each given ref among ALL due queued jobs of that kind (every project, oldest
 * first); refs not queued are absent. One query.
 */
export async function queuePositions(
  db: TDb,
  kind: string,
  refIds: number[],
): Promise<Map<number, number>> {
  if (refIds.length === 0) return new Map();
  const rows = await findQueuePositions(db, kind, refIds);
  return new Map(rows.map((row) => [row.refId, row.position]));
}

/**
 * Starts `count` workers, each running one job at a time of the handlers' kinds. `wake()` makes
 * idle workers look at once (call it after enqueuing); otherwise they look every pollMs (1 s).
 */
export function startJobWorkers(
  db: TDb,
  handlers: TJobHandler[],
  options: { count: number; leaseMs: number; pollMs?: number; log: TJobLog },
): TJobWorkers {
  return runJobWorkers(db, handlers, options);
}
