import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { loginAttempts } from '../../db/tables/auth';

// The failed logins the limits count (docs/decisions/002-login-rate-limit-in-database.md), keyed
// by email and address: a login comes before any project is known.

/** How many failures match and when the latest was, over failures after `since`. */
export async function failureStats(
  db: TDb,
  by: { email: string; ip: string },
  since: Date,
): Promise<{ count: number; latest: Date | null }> {
  const rows = await db
    .select({
      count: sql<number>`count(*)::int`,
      latest: sql<string | Date | null>`max(${loginAttempts.createdAt})`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, by.email),
        eq(loginAttempts.ip, by.ip),
        gt(loginAttempts.createdAt, since),
      ),
    );
  const row = rows[0];
  return { count: row?.count ?? 0, latest: row?.latest ? new Date(row.latest) : null };
}

/**
 * The times of the latest `limit` failures after `since` by email or by address, newest first: if
 * there are `limit` of them, the last one says when the count falls below the ceiling.
 */
export async function latestFailures(
  db: TDb,
  by: { email: string } | { ip: string },
  since: Date,
  limit: number,
): Promise<Date[]> {
  const match = 'email' in by ? eq(loginAttempts.email, by.email) : eq(loginAttempts.ip, by.ip);
  const rows = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(match, gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);
  return rows.map((r) => r.createdAt);
}

/**
 * Until the transaction ends, other attempts on this email wait here (inside a transaction only).
 */
export async function lockEmail(db: TDb, email: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${email}`}, 0))`);
}

export async function recordFailure(db: TDb, email: string, ip: string, at: Date) {
  await db.insert(loginAttempts).values({ email, ip, createdAt: at });
}

/** Failures older than every window only fill the table. */
export async function pruneFailures(db: TDb, before: Date) {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}

/** A success from an address forgives that address's failures on this email, and no others. */
export async function clearPairFailures(db: TDb, email: string, ip: string) {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)));
}
