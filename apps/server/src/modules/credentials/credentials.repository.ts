import type { TPlatform } from '@oc/domain/apps/platforms';
import { and, eq, sql } from 'drizzle-orm';
import { storeCredentials } from '../../db/schema';
import type { TScope } from '../../lib/scope';

export type TCredentialsRow = typeof storeCredentials.$inferSelect;

export async function findCredentials(
  { db, projectId }: TScope,
  appId: number,
  platform: TPlatform,
): Promise<TCredentialsRow | null> {
  const rows = await db
    .select()
    .from(storeCredentials)
    .where(
      and(
        eq(storeCredentials.projectId, projectId),
        eq(storeCredentials.appId, appId),
        eq(storeCredentials.platform, platform),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Writes the sealed secret and its summary, only if the row is still as it was read (`previous`:
 * its sealed secret, a fresh nonce on every write, so equal means unchanged; null when there was no
 * row). Returns false when someone saved in between: the caller's merge would drop their change.
 * The check is optimistic because the keystore check runs between the read and the write, and a row lock held
 * that long would stall PGlite's single connection for every other request.
 */
export async function writeCredentials(
  { db, projectId }: TScope,
  appId: number,
  platform: TPlatform,
  values: { secret: string; summary: Record<string, unknown>; updatedAt: Date },
  previous: { secret: string | null } | null,
): Promise<boolean> {
  if (!previous) {
    const inserted = await db
      .insert(storeCredentials)
      .values({ projectId, appId, platform, ...values })
      .onConflictDoNothing()
      .returning({ id: storeCredentials.id });
    return inserted.length === 1;
  }
  const updated = await db
    .update(storeCredentials)
    .set(values)
    .where(
      and(
        eq(storeCredentials.projectId, projectId),
        eq(storeCredentials.appId, appId),
        eq(storeCredentials.platform, platform),
        sql`${storeCredentials.secret} is not distinct from ${previous.secret}`,
      ),
    )
    .returning({ id: storeCredentials.id });
  return updated.length === 1;
}

export async function listCredentials({ db, projectId }: TScope, appId: number) {
  return db
    .select()
    .from(storeCredentials)
    .where(and(eq(storeCredentials.projectId, projectId), eq(storeCredentials.appId, appId)));
}
