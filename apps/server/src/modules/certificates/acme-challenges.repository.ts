import { eq, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { acmeChallenges } from '../../db/tables/certificates';

// The HTTP-01 answers of the orders under way, read by whichever process the CA reaches.

// A challenge answer outlives its order only when the process died mid-order; a day later nobody
// can still be asking for it.
const STALE_CHALLENGE = sql`now() - interval '1 day'`;

export async function putChallenge(
  db: TDb,
  challenge: { token: string; keyAuthorization: string; domain: string },
) {
  await db.delete(acmeChallenges).where(lt(acmeChallenges.createdAt, STALE_CHALLENGE));
  await db
    .insert(acmeChallenges)
    .values(challenge)
    .onConflictDoUpdate({
      target: acmeChallenges.token,
      set: { keyAuthorization: challenge.keyAuthorization, domain: challenge.domain },
    });
}

export async function findChallenge(db: TDb, token: string) {
  const [row] = await db
    .select({ keyAuthorization: acmeChallenges.keyAuthorization })
    .from(acmeChallenges)
    .where(eq(acmeChallenges.token, token));
  return row?.keyAuthorization ?? null;
}

export async function deleteChallenge(db: TDb, token: string) {
  await db.delete(acmeChallenges).where(eq(acmeChallenges.token, token));
}
