import type { TDb } from '../../db/client';
import { insertJob } from './job-queue.repository';

// Durable background work (docs/design.md#jobs). The jobs table is system-level: workers claim
// across every project, since they serve everyone; what a request calls is scoped by projectId.

/** Inserts a queued job (inside the caller's transaction when given one); returns its id. */
export async function enqueueJob(
  db: TDb,
  job: { projectId: number; kind: string; refId: number },
): Promise<number> {
  return insertJob(db, job);
}
