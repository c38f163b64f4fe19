import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  type TWebhookAttempt,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/tables/webhooks';
import type { TScope } from '../../lib/scope';

// The project's webhook deliveries, each with the log of its attempts.

export type TDeliveryRow = typeof webhookDeliveries.$inferSelect;

const ofProject = (projectId: number, id: number) =>
  and(eq(webhookDeliveries.projectId, projectId), eq(webhookDeliveries.id, id));

export async function insertDeliveries(
  { db, projectId }: TScope,
  rows: {
    endpointId: number;
    eventId: string;
    eventType: string;
    payload: Record<string, unknown>;
  }[],
): Promise<TDeliveryRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(webhookDeliveries)
    .values(rows.map((row) => ({ ...row, projectId, nextAttemptAt: sql`now()` })))
    .returning();
}

export async function findDelivery(
  { db, projectId }: TScope,
  id: number,
): Promise<TDeliveryRow | null> {
  const [row] = await db.select().from(webhookDeliveries).where(ofProject(projectId, id));
  return row ?? null;
}

/** A delivery with what sending it needs of its endpoint (the sealed secret among it). */
export async function findDeliveryToSend({ db, projectId }: TScope, id: number) {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      enabled: webhookEndpoints.enabled,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(ofProject(projectId, id));
  return row ?? null;
}

/**
 * Writes one attempt and what comes next: only while the delivery is still pending, so an attempt
 * that a second worker also made (after a stall) is not written twice. Null when it was not.
 */
export async function recordAttempt(
  { db, projectId }: TScope,
  id: number,
  attempt: TWebhookAttempt,
  next: { status: 'pending' | 'succeeded' | 'failed'; nextAttemptAt: Date | null },
): Promise<TDeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      status: next.status,
      nextAttemptAt: next.nextAttemptAt,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: attempt.status_code,
      lastLatencyMs: attempt.latency_ms,
      lastResponseExcerpt: attempt.response_excerpt,
      lastError: attempt.error,
      attemptLog: sql`${webhookDeliveries.attemptLog} || ${JSON.stringify([attempt])}::jsonb`,
    })
    .where(and(ofProject(projectId, id), eq(webhookDeliveries.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Ends a pending delivery as failed without an attempt (its worker kept dying). */
export async function failDelivery({ db, projectId }: TScope, id: number, error: string) {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, lastError: error })
    .where(and(ofProject(projectId, id), eq(webhookDeliveries.status, 'pending')));
}

/** A page of the endpoint's deliveries, newest first. */
export async function listDeliveries(
  { db, projectId }: TScope,
  endpointId: number,
  page: { limit: number; offset: number },
): Promise<{ items: TDeliveryRow[]; total: number }> {
  const where = and(
    eq(webhookDeliveries.projectId, projectId),
    eq(webhookDeliveries.endpointId, endpointId),
  );
  const [items, total] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { items, total: total[0]?.n ?? 0 };
}
