import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { projectId } from './auth';
import { createdAt, id, updatedAt } from './columns';

// The tables the jobs module owns: only its repositories read or write them.

/**
 * Durable background work (docs/design.md#jobs): builds, and custom domains' certificates. A worker
 * claims a due job with FOR UPDATE SKIP LOCKED and holds it under a lease it renews while it
 * works; a job whose lease ran out belongs to a worker that died and is taken again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    projectId: projectId(),
    kind: text('kind').notNull(),
    /** The row the job works on (builds.id for a build). */
    refId: integer('ref_id').notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'cancelled'] })
      .notNull()
      .default('queued'),
    /** How many times a worker has taken it. */
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Set by a cancel while it runs; the worker stops at its next step. */
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.kind, t.state, t.runAt),
    index('jobs_ref_idx').on(t.kind, t.refId),
  ],
);
