import type { TDb } from '../../db/client';
import { findQueuePositions } from './job-queue.repository';

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
