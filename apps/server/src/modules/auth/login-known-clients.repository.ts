import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { loginKnownClients } from '../../db/tables/auth';

export type TKnownClient = { kind: 'address' | 'device'; value: string };

/** Whether any of these clients logged in to the user's account after `since`. */
export async function isKnownClient(
  db: TDb,
  userId: number,
  clients: TKnownClient[],
  since: Date,
): Promise<boolean> {
  if (clients.length === 0) return false;
  const rows = await db
    .select({ id: loginKnownClients.id })
    .from(loginKnownClients)
    .where(
      and(
        eq(loginKnownClients.userId, userId),
        gt(loginKnownClients.lastSeenAt, since),
        or(
          ...clients.map((c) =>
            and(eq(loginKnownClients.kind, c.kind), eq(loginKnownClients.value, c.value)),
          ),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function rememberClients(
  db: TDb,
  user: { id: number; projectId: number },
  clients: TKnownClient[],
  at: Date,
) {
  if (clients.length === 0) return;
  await db
    .insert(loginKnownClients)
    .values(
      clients.map((c) => ({ projectId: user.projectId, userId: user.id, ...c, lastSeenAt: at })),
    )
    .onConflictDoUpdate({
      target: [loginKnownClients.userId, loginKnownClients.kind, loginKnownClients.value],
      set: { lastSeenAt: at },
    });
}

/** Drops the user's device rows that are replaced (`values`) or unseen since `before`. */
export async function forgetDevices(db: TDb, userId: number, values: string[], before: Date) {
  const stale = lt(loginKnownClients.lastSeenAt, before);
  await db
    .delete(loginKnownClients)
    .where(
      and(
        eq(loginKnownClients.userId, userId),
        values.length > 0
          ? or(
              stale,
              and(eq(loginKnownClients.kind, 'device'), inArray(loginKnownClients.value, values)),
            )
          : stale,
      ),
    );
}
