import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { buildLogs } from '../../db/tables/builds';
import type { TScope } from '../../lib/scope';

// A build's log, a line a row (docs/product/builds.md#following-a-build).

/** The build's log lines after line `after`, in order, at most `limit`. */
export async function listLogLines(
  { db, projectId }: TScope,
  buildId: number,
  after: number,
  limit: number,
) {
  return db
    .select({ seq: buildLogs.seq, at: buildLogs.at, text: buildLogs.text })
    .from(buildLogs)
    .where(
      and(
        eq(buildLogs.projectId, projectId),
        eq(buildLogs.buildId, buildId),
        gt(buildLogs.seq, after),
      ),
    )
    .orderBy(asc(buildLogs.seq))
    .limit(limit);
}

/**
 * Appends a line with the next number. Only the one worker holding the build's job writes its log,
 * so the next number is taken from the lines already written.
 */
export async function appendLogLine({ db, projectId }: TScope, buildId: number, text: string) {
  await db.execute(sql`
    insert into ${buildLogs} (project_id, build_id, seq, text)
    select ${projectId}, ${buildId}, coalesce(max(${buildLogs.seq}), 0) + 1, ${text}
    from ${buildLogs} where ${buildLogs.buildId} = ${buildId}`);
}
