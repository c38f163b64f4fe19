import {
  CLAIMED_SSL_STATUSES,
  isDomainServed,
  type TSslProcessStatus,
  type TSslStatus,
} from '@oc/domain/domains/ssl-status.rules';
import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { sites } from '../../db/tables/sites';
import { isUniqueViolation } from '../../db/unique-violation';
import type { TScope } from '../../lib/scope';
import { DomainClaimedElsewhere } from './domain-claimed-elsewhere';
import type {
  TSiteDomainExpectation,
  TSiteDomainRow,
  TSiteDomainStatuses,
} from './site-domains.types';

// The custom domain columns of sites (domain, ssl_status, ssl_process_status, dns_seen,
// dns_checked_at). Everything a request changes is scoped by project; the certificate job, which
// serves every project, passes the project it read from its job row. A write that belongs with
// other modules' writes (the domain's events, its job) takes their transaction as its scope's db.

/** A proven domain is one site's (schema.ts): the index a second claim of it runs into. */
const SITE_DOMAIN_CLAIMED = 'sites_domain_claimed_unique';

const siteDomainColumns = {
  id: sites.id,
  projectId: sites.projectId,
  kind: sites.kind,
  domain: sites.domain,
  sslStatus: sql<TSslStatus | null>`${sites.sslStatus}`,
  sslProcessStatus: sql<TSslProcessStatus | null>`${sites.sslProcessStatus}`,
  dnsSeen: sites.dnsSeen,
  dnsCheckedAt: sites.dnsCheckedAt,
};

export async function findSiteDomainRow(
  { db, projectId }: TScope,
  siteId: number,
): Promise<TSiteDomainRow | null> {
  const [row] = await db
    .select(siteDomainColumns)
    .from(sites)
    .where(and(eq(sites.projectId, projectId), eq(sites.id, siteId)))
    .limit(1);
  return row ?? null;
}

/** The site, of any project, that has proven this domain, if one has. */
export async function findSiteClaiming(
  db: TDb,
  domain: string,
): Promise<{ id: number; projectId: number } | null> {
  const [row] = await db
    .select({ id: sites.id, projectId: sites.projectId })
    .from(sites)
    .where(and(eq(sites.domain, domain), inArray(sites.sslStatus, [...CLAIMED_SSL_STATUSES])))
    .limit(1);
  return row ?? null;
}

/**
 * The site's new domain, its statuses cleared and its process pending, unless the site already has
 * a request in progress (decided by the row itself, so two racing requests cannot both start).
 * False when it had one.
 */
export async function setRequestedDomain(
  { db, projectId }: TScope,
  siteId: number,
  domain: string,
): Promise<boolean> {
  const updated = await db
    .update(sites)
    .set({
      domain,
      sslStatus: null,
      sslProcessStatus: 'pending',
      dnsSeen: null,
      dnsCheckedAt: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(sites.projectId, projectId),
        eq(sites.id, siteId),
        or(isNull(sites.sslProcessStatus), ne(sites.sslProcessStatus, 'pending')),
      ),
    )
    .returning({ id: sites.id });
  return updated.length > 0;
}

/** A DNS check's answer, stored while the site still has this domain; false when it has not. */
export async function setDnsSeen(
  { db, projectId }: TScope,
  siteId: number,
  domain: string,
  seen: string[],
): Promise<boolean> {
  const updated = await db
    .update(sites)
    .set({ dnsSeen: seen, dnsCheckedAt: sql`now()` })
    .where(and(eq(sites.projectId, projectId), eq(sites.id, siteId), eq(sites.domain, domain)))
    .returning({ id: sites.id });
  return updated.length > 0;
}

/**
 * The site's certificate statuses, only while the site still has `domain` and is as `expect`
 * says; false when nothing was written. A claimed status ('pre-issued', 'issued') of a domain
 * another site proved first throws DomainClaimedElsewhere (the unique index decides).
 */
export async function setDomainStatuses(
  { db, projectId }: TScope,
  siteId: number,
  domain: string,
  expect: TSiteDomainExpectation,
  change: TSiteDomainStatuses,
): Promise<boolean> {
  const set: Partial<typeof sites.$inferInsert> = { updatedAt: new Date() };
  if (change.sslStatus !== undefined) set.sslStatus = change.sslStatus;
  if (change.sslProcessStatus !== undefined) set.sslProcessStatus = change.sslProcessStatus;
  try {
    const updated = await db
      .update(sites)
      .set(set)
      .where(
        and(
          eq(sites.projectId, projectId),
          eq(sites.id, siteId),
          eq(sites.domain, domain),
          expect.sslProcessStatus ? eq(sites.sslProcessStatus, expect.sslProcessStatus) : undefined,
          expect.sslStatus ? eq(sites.sslStatus, expect.sslStatus) : undefined,
        ),
      )
      .returning({ id: sites.id });
    return updated.length > 0;
  } catch (error) {
    if (isUniqueViolation(error, SITE_DOMAIN_CLAIMED)) throw new DomainClaimedElsewhere(domain);
    throw error;
  }
}

/** Every proven custom domain and whether it is served; one row per domain (the unique index). */
export async function listProvenDomainRows(
  db: TDb,
): Promise<{ domain: string; served: boolean }[]> {
  const rows = await db
    .select({
      domain: sites.domain,
      sslStatus: sql<TSslStatus | null>`${sites.sslStatus}`,
      sslProcessStatus: sql<TSslProcessStatus | null>`${sites.sslProcessStatus}`,
    })
    .from(sites)
    .where(and(isNotNull(sites.domain), inArray(sites.sslStatus, [...CLAIMED_SSL_STATUSES])));
  return rows.map((row) => ({ domain: row.domain ?? '', served: isDomainServed(row) }));
}

/** The site a served custom domain belongs to (issued, process ended), or null. */
export async function findSiteServing(db: TDb, domain: string) {
  const [row] = await db
    .select({ id: sites.id, projectId: sites.projectId, kind: sites.kind })
    .from(sites)
    .where(
      and(
        eq(sites.domain, domain),
        eq(sites.sslStatus, 'issued'),
        eq(sites.sslProcessStatus, 'ended'),
      ),
    )
    .limit(1);
  return row ?? null;
}
