import type { TDb } from '../../db/client';
import { cancelJobsOf } from './job-queue.repository';
import { cancelRunningHere } from './jobs-running-here';

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
