import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { jobs } from '../../db/tables/jobs';

// What workers do to the queue: claim a due job, keep its lease, and end it, give it back or put
// it back until later. Every write but the claim holds only while its worker still has the lease.

export type TJobRow = typeof jobs.$inferSelect;

// Every time below is the database's clock (now()), never this process's: workers on several
// machines compare leases against one clock, so a machine whose clock is off cannot steal a job.
const leaseEnd = (leaseMs: number) => sql`now() + ${leaseMs}::integer * interval '1 millisecond'`;

/**
 * Takes the oldest due job of the kinds in one statement: a queued job whose time has come, or a
 * running one whose lease ran out (its worker died). SKIP LOCKED lets workers claiming at the same
 * moment each take a different job instead of waiting on one another's row.
 */
export async function claimJob(
  db: TDb,
  kinds: string[],
  owner: string,
  leaseMs: number,
): Promise<TJobRow | null> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        or(
          and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.state, 'running'), lt(jobs.leaseUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  // A job goes back to 'queued' only through releaseJob, which takes back its count, so attempts
  // above 1 after this take mean an earlier take died: the caller reads a retry from it.
  const [row] = await db
    .update(jobs)
    .set({
      state: 'running',
      leaseOwner: owner,
      leaseUntil: leaseEnd(leaseMs),
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(jobs.id, due))
    .returning();
  return row ?? null;
}

/**
 * Extends the lease while its holder still has it. Null when another worker took the job over
 * (our lease ran out while this process was stalled); otherwise whether the owner asked to cancel.
 */
export async function renewLease(
  db: TDb,
  id: number,
  owner: string,
  leaseMs: number,
): Promise<{ cancelRequested: boolean } | null> {
  const [row] = await db
    .update(jobs)
    .set({ leaseUntil: leaseEnd(leaseMs), updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.leaseOwner, owner), eq(jobs.state, 'running')))
    .returning({ cancelRequested: jobs.cancelRequested });
  return row ?? null;
}

/**
 * Ends a job its holder still has: 'cancelled' when the owner asked while it ran, 'done' otherwise.
 * False when it is no longer ours, so a worker that lost its lease writes nothing.
 */
export async function finishJob(db: TDb, id: number, owner: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: sql`case when ${jobs.cancelRequested} then 'cancelled' else 'done' end`,
      leaseOwner: null,
      leaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.leaseOwner, owner), eq(jobs.state, 'running')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/**
 * Puts a job its holder still has back in the queue without counting the take, for a worker that
 * stops on purpose: the next worker takes it at once and it is not a retry.
 */
export async function releaseJob(db: TDb, id: number, owner: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'queued',
      leaseOwner: null,
      leaseUntil: null,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.leaseOwner, owner), eq(jobs.state, 'running')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/**
 * Puts a job its holder still has back in the queue until `runAt`, its attempts back to 0: the
 * handler asked to come back later, which is no failed attempt. A cancel asked meanwhile wins: the
 * job ends 'cancelled' instead. False when the job is no longer ours.
 */
export async function rescheduleJob(
  db: TDb,
  id: number,
  owner: string,
  runAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: sql`case when ${jobs.cancelRequested} then 'cancelled' else 'queued' end`,
      runAt,
      attempts: 0,
      leaseOwner: null,
      leaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.leaseOwner, owner), eq(jobs.state, 'running')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}
