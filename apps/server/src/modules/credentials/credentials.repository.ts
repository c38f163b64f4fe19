import type { TPlatform } from '@oc/domain/apps/platforms';
import { and, eq, sql } from 'drizzle-orm';
import { debugKeys, storeCredentials } from '../../db/tables/credentials';
import { preparedOn } from '../../lib/prepared';
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

// Every app view reads it: prepared once (lib/prepared.ts).
const credentialsOfApp = preparedOn((db) =>
  db
    .select()
    .from(storeCredentials)
    .where(
      and(
        eq(storeCredentials.projectId, sql.placeholder('projectId')),
        eq(storeCredentials.appId, sql.placeholder('appId')),
      ),
    )
    .prepare('credentials_of_app'),
);

export async function listCredentials({ db, projectId }: TScope, appId: number) {
  return credentialsOfApp(db).execute({ projectId, appId });
}

/** 'Delete certificates': the platform's stored credentials are gone; nothing to delete is fine. */
export async function deleteCredentials(
  { db, projectId }: TScope,
  appId: number,
  platform: TPlatform,
): Promise<void> {
  await db
    .delete(storeCredentials)
    .where(
      and(
        eq(storeCredentials.projectId, projectId),
        eq(storeCredentials.appId, appId),
        eq(storeCredentials.platform, platform),
      ),
    );
}

/** The project's sealed debug key, or null before its first debug build. */
export async function findDebugKey({ db, projectId }: TScope): Promise<string | null> {
  const rows = await db
    .select({ secret: debugKeys.secret })
    .from(debugKeys)
    .where(eq(debugKeys.projectId, projectId))
    .limit(1);
  return rows[0]?.secret ?? null;
}

/**
 * Keeps a new sealed debug key unless the project already has one (two first debug builds racing):
 * the caller reads the key back, so both builds sign with the one that was kept.
 */
export async function insertDebugKey({ db, projectId }: TScope, secret: string): Promise<void> {
  await db.insert(debugKeys).values({ projectId, secret }).onConflictDoNothing();
}
