import { and, asc, count, eq, sql } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/tables/webhooks';
import type { TScope } from '../../lib/scope';

// The project's webhook endpoints. Every query is filtered by the project: another project's
// endpoint is not found, like a missing one.

export type TEndpointRow = typeof webhookEndpoints.$inferSelect;
type TEndpointSet = Partial<
  Pick<TEndpointRow, 'url' | 'description' | 'events' | 'enabled' | 'disabledReason' | 'secret'>
>;

const ofProject = (projectId: number, id: number) =>
  and(eq(webhookEndpoints.projectId, projectId), eq(webhookEndpoints.id, id));

/**
 * Runs `work` holding the project's endpoint lock, so two creates at once cannot both pass the
 * count limit.
 */
export async function withEndpointLock<T>(
  { db, projectId }: TScope,
  work: (scope: TScope) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('webhook_endpoints'), ${projectId})`,
    );
    return work({ db: tx, projectId });
  });
}

export async function countEndpoints({ db, projectId }: TScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.projectId, projectId));
  return row?.n ?? 0;
}

export async function insertEndpoint(
  { db, projectId }: TScope,
  values: { url: string; description: string; events: string[]; enabled: boolean; secret: string },
): Promise<TEndpointRow> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ ...values, projectId })
    .returning();
  if (!row) throw new Error('webhooks: insert returned no row');
  return row;
}

export async function listEndpoints({ db, projectId }: TScope): Promise<TEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.projectId, projectId))
    .orderBy(asc(webhookEndpoints.id));
}

export async function findEndpoint(
  { db, projectId }: TScope,
  id: number,
): Promise<TEndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(ofProject(projectId, id));
  return row ?? null;
}

export async function updateEndpoint(
  { db, projectId }: TScope,
  id: number,
  set: TEndpointSet,
): Promise<TEndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...set, updatedAt: sql`now()` })
    .where(ofProject(projectId, id))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint({ db, projectId }: TScope, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(ofProject(projectId, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length === 1;
}

/** The ids of the project's enabled endpoints subscribed to the event type. */
export async function findSubscribedEndpoints(
  { db, projectId }: TScope,
  type: string,
): Promise<number[]> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.projectId, projectId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
  return rows.map((row) => row.id);
}

/** A delivery succeeded: the endpoint is failing no more. */
export async function markEndpointAnswering({ db, projectId }: TScope, id: number): Promise<void> {
  await db.update(webhookEndpoints).set({ failingSince: null }).where(ofProject(projectId, id));
}

/**
 * A delivery failed at `now`: the endpoint is failing since its first failure after the last
 * success; once that is `disableAfterMs` ago, it is disabled with `reason`. Answers whether this
 * failure disabled it.
 */
export async function markEndpointFailing(
  { db, projectId }: TScope,
  id: number,
  now: Date,
  disableAfterMs: number,
  reason: string,
): Promise<boolean> {
  const since = sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`;
  const isDue = sql`${since} <= ${now.toISOString()}::timestamptz - ${disableAfterMs}::integer * interval '1 millisecond'`;
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      failingSince: since,
      enabled: sql`${webhookEndpoints.enabled} and not (${isDue})`,
      disabledReason: sql`case when ${webhookEndpoints.enabled} and ${isDue} then ${reason} else ${webhookEndpoints.disabledReason} end`,
      updatedAt: sql`now()`,
    })
    .where(ofProject(projectId, id))
    .returning({
      disabledReason: webhookEndpoints.disabledReason,
      enabled: webhookEndpoints.enabled,
    });
  return row !== undefined && !row.enabled && row.disabledReason === reason;
}
