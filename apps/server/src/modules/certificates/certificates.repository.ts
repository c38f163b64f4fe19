import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { certificates } from '../../db/tables/certificates';

// The certificates issued for custom domains: the served one of a domain is its newest 'issued'.

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
