import type { TDb } from '../../db/client';
import { makeQueuedJobDue } from './job-queue.repository';

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
