import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { acmeAccounts, acmeChallenges, certificates } from '../../db/schema';

// A challenge answer outlives its order only when the process died mid-order; a day later nobody
// can still be asking for it.
const STALE_CHALLENGE = sql`now() - interval '1 day'`;

export async function findAccount(db: TDb, directoryUrl: string) {
  const [row] = await db
    .select({
      id: acmeAccounts.id,
      keySealed: acmeAccounts.keySealed,
      accountUrl: acmeAccounts.accountUrl,
    })
    .from(acmeAccounts)
    .where(eq(acmeAccounts.directoryUrl, directoryUrl));
  return row ?? null;
}

/** Keeps the first account when two processes create one for the same directory at once. */
export async function insertAccount(db: TDb, directoryUrl: string, keySealed: string) {
  await db.insert(acmeAccounts).values({ directoryUrl, keySealed }).onConflictDoNothing();
}

export async function setAccountUrl(db: TDb, id: number, accountUrl: string) {
  await db.update(acmeAccounts).set({ accountUrl }).where(eq(acmeAccounts.id, id));
}

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

/** The new certificate becomes the domain's only issued one; the earlier ones 'replaced'. */
export async function storeIssued(
  db: TDb,
  row: {
    projectId: number;
    siteId: number;
    domain: string;
    certificatePem: string;
    keySealed: string;
    issuer: string;
    notBefore: Date;
    notAfter: Date;
  },
) {
  return db.transaction(async (tx) => {
    // Two orders for one domain finishing together would otherwise both stay 'issued'.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`certificate:${row.domain}`}))`);
    await tx
      .update(certificates)
      .set({ status: 'replaced' })
      .where(and(eq(certificates.domain, row.domain), eq(certificates.status, 'issued')));
    const [stored] = await tx
      .insert(certificates)
      .values({ ...row, status: 'issued' })
      .returning({
        id: certificates.id,
        issuer: certificates.issuer,
        notBefore: certificates.notBefore,
        notAfter: certificates.notAfter,
      });
    if (!stored) throw new Error('The certificate was not stored');
    return stored;
  });
}

const newestIssued = (domain: string) =>
  and(eq(certificates.domain, domain), eq(certificates.status, 'issued'));

export async function findServed(db: TDb, domain: string) {
  const [row] = await db
    .select({
      id: certificates.id,
      issuer: certificates.issuer,
      notBefore: certificates.notBefore,
      notAfter: certificates.notAfter,
    })
    .from(certificates)
    .where(newestIssued(domain))
    .orderBy(desc(certificates.id))
    .limit(1);
  return row ?? null;
}

/** The served certificate's chain (PEM, leaf first), for the revocation check. */
export async function findServedChain(db: TDb, domain: string) {
  const [row] = await db
    .select({ certificatePem: certificates.certificatePem })
    .from(certificates)
    .where(newestIssued(domain))
    .orderBy(desc(certificates.id))
    .limit(1);
  return row ?? null;
}

/** The served certificate's chain and sealed key, for the TLS handshake. */
export async function findServedKeyPair(db: TDb, domain: string) {
  const [row] = await db
    .select({ certificatePem: certificates.certificatePem, keySealed: certificates.keySealed })
    .from(certificates)
    .where(newestIssued(domain))
    .orderBy(desc(certificates.id))
    .limit(1);
  return row ?? null;
}

export async function endIssued(db: TDb, domain: string, status: 'expired' | 'revoked') {
  await db
    .update(certificates)
    .set({ status })
    .where(and(eq(certificates.domain, domain), eq(certificates.status, 'issued')));
}
