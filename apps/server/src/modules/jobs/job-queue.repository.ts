import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { jobs } from '../../db/tables/jobs';

// What requests do to the queue, scoped by project: add a job, cancel a ref's, make one due now,
// and read the line's order. The jobs table is system-level; workers claim across every project
// (job-leases.repository.ts).

export async function insertJob(
  db: TDb,
  job: { projectId: number; kind: string; refId: number },
): Promise<number> {
  const [row] = await db.insert(jobs).values(job).returning({ id: jobs.id });
  if (!row) throw new Error('jobs: insert returned no row');
  return row.id;
}

/**
 * Cancels the ref's job in one statement, so a worker claiming it at the same moment either finds
 * it cancelled or has it and sees cancel_requested at its next lease renewal. Answers the state
 * each matching job ended in: 'cancelled' for a queued one, 'running' for one now asked to stop.
 */
export async function cancelJobsOf(
  db: TDb,
  projectId: number,
  kind: string,
  refId: number,
): Promise<{ id: number; state: string }[]> {
  return db
    .update(jobs)
    .set({
      state: sql`case when ${jobs.state} = 'queued' then 'cancelled' else ${jobs.state} end`,
      cancelRequested: sql`${jobs.cancelRequested} or ${jobs.state} = 'running'`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(jobs.projectId, projectId),
        eq(jobs.kind, kind),
        eq(jobs.refId, refId),
        inArray(jobs.state, ['queued', 'running']),
      ),
    )
    .returning({ id: jobs.id, state: jobs.state });
}

/**
 * The place in line of each ref among every project's due queued jobs of the kind, in the order
 * workers take them (by id). Numbered over the whole line first, then narrowed to the refs asked.
 */
export async function findQueuePositions(
  db: TDb,
  kind: string,
  refIds: number[],
): Promise<{ refId: number; position: number }[]> {
  const line = db
    .select({
      refId: jobs.refId,
      position: sql<number>`(row_number() over (order by ${jobs.id}))::integer`.as('position'),
    })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)))
    .as('line');
  return db
    .select({ refId: line.refId, position: line.position })
    .from(line)
    .where(inArray(line.refId, refIds));
}

/** The ref's queued job (if any) made due now, scoped by project. */
export async function makeQueuedJobDue(
  db: TDb,
  projectId: number,
  kind: string,
  refId: number,
): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(jobs.projectId, projectId),
        eq(jobs.kind, kind),
        eq(jobs.refId, refId),
        eq(jobs.state, 'queued'),
        sql`${jobs.runAt} > now()`,
      ),
    );
}
