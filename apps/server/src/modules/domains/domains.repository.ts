import type { TDomainEventKind } from '@oc/domain/domains/custom-domain.schema';
import {
  CLAIMED_SSL_STATUSES,
  type TSslProcessStatus,
  type TSslStatus,
} from '@oc/domain/domains/ssl-status.rules';
import { and, asc, desc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { domainEvents, sites } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { TScope } from '../../lib/scope';

// The custom domain columns of sites (domain, ssl_status, ssl_process_status, dns_seen,
// dns_checked_at) and the domain_events timeline. Everything a request changes is scoped by project;
// the certificate job, which serves every project, passes the project it read from its job row.

/** A proven domain is one site's (schema.ts): the index a second claim of it runs into. */
const SITE_DOMAIN_CLAIMED = 'sites_domain_claimed_unique';

/** The claim of a domain another site proved first: that site keeps it, this request fails. */
export class DomainClaimedElsewhere extends Error {}

export type TSiteDomainRow = {
  id: number;
  projectId: number;
  kind: 'ordering' | 'franchise' | 'dashboard';
  domain: string | null;
  sslStatus: TSslStatus | null;
  sslProcessStatus: TSslProcessStatus | null;
  dnsSeen: string[] | null;
  dnsCheckedAt: Date | null;
};

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

export async function findSiteDomain(
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

/**
 * The site, of any project, that has proven this domain (its challenge passed or its certificate
 * issued), if one has: only such a site keeps a domain from others. A request that proved nothing
 * holds nothing.
 */
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

/** The id of the site's newest 'requested' event: the current request's timeline starts there. */
const latestRequestId = (siteId: number) =>
  sql`(select max(${domainEvents.id}) from ${domainEvents} where ${domainEvents.siteId} = ${siteId} and ${domainEvents.kind} = 'requested')`;

/** The current request's events, oldest first. */
export async function listCurrentEvents({ db, projectId }: TScope, siteId: number) {
  return db
    .select({ kind: domainEvents.kind, at: domainEvents.at, detail: domainEvents.detail })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.projectId, projectId),
        eq(domainEvents.siteId, siteId),
        gte(domainEvents.id, latestRequestId(siteId)),
      ),
    )
    .orderBy(asc(domainEvents.at), asc(domainEvents.id));
}

/** When the current request was made (the 72-hour limit on waiting for DNS counts from it). */
export async function currentRequestAt(
  { db, projectId }: TScope,
  siteId: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: domainEvents.at })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.projectId, projectId),
        eq(domainEvents.siteId, siteId),
        eq(domainEvents.kind, 'requested'),
      ),
    )
    .orderBy(desc(domainEvents.id))
    .limit(1);
  return row?.at ?? null;
}

/**
 * A new request in one transaction: the site's domain and statuses, a 'requested' event, and what
 * `also` adds (the maps key, the certificate job). 'pending' when the site already has a request in
 * progress (decided by the row itself, so two racing requests cannot both start). A request claims
 * nothing yet: the domain becomes this site's only when its challenge passes (changeDomainState).
 */
export async function startRequest(
  { db, projectId }: TScope,
  siteId: number,
  domain: string,
  also: (tx: TDb) => Promise<unknown>,
): Promise<'started' | 'pending'> {
  return db.transaction(async (tx) => {
    const updated = await tx
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
    if (updated.length === 0) return 'pending' as const;
    await tx.insert(domainEvents).values({ projectId, siteId, domain, kind: 'requested' });
    await also(tx);
    return 'started' as const;
  });
}

/**
 * Stores a DNS check's answer for the site while it still has this domain, and the first time the
 * current request's record matches, a 'dns_seen' event. The site row's lock orders racing checks,
 * so the event is added once.
 */
export async function recordDnsCheck(
  { db, projectId }: TScope,
  siteId: number,
  domain: string,
  seen: string[],
  matches: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(sites)
      .set({ dnsSeen: seen, dnsCheckedAt: sql`now()` })
      .where(and(eq(sites.projectId, projectId), eq(sites.id, siteId), eq(sites.domain, domain)))
      .returning({ id: sites.id });
    if (updated.length === 0 || !matches) return;
    const [already] = await tx
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.siteId, siteId),
          eq(domainEvents.kind, 'dns_seen'),
          gte(domainEvents.id, latestRequestId(siteId)),
        ),
      )
      .limit(1);
    if (!already)
      await tx.insert(domainEvents).values({ projectId, siteId, domain, kind: 'dns_seen' });
  });
}

export type TDomainChange = {
  sslStatus?: TSslStatus | null;
  sslProcessStatus?: TSslProcessStatus;
  events?: { kind: TDomainEventKind; detail?: string | null }[];
};

/**
 * Changes the site's certificate statuses and adds events in one transaction, only while the site
 * still has `domain` and is as `expect` says (its process, its status): a cancel or a new request
 * that came first wins, and the job that read the old state writes nothing. False when nothing was
 * written. A change to a claimed status ('pre-issued', 'issued') of a domain another site proved
 * first throws DomainClaimedElsewhere (the unique index decides, however claims race).
 */
export async function changeDomainState(
  scope: TScope,
  siteId: number,
  domain: string,
  expect: { sslProcessStatus?: TSslProcessStatus; sslStatus?: TSslStatus },
  change: TDomainChange,
): Promise<boolean> {
  try {
    return await writeDomainState(scope, siteId, domain, expect, change);
  } catch (error) {
    if (isUniqueViolation(error, SITE_DOMAIN_CLAIMED)) throw new DomainClaimedElsewhere(domain);
    throw error;
  }
}

function writeDomainState(
  { db, projectId }: TScope,
  siteId: number,
  domain: string,
  expect: { sslProcessStatus?: TSslProcessStatus; sslStatus?: TSslStatus },
  change: TDomainChange,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const set: Partial<typeof sites.$inferInsert> = { updatedAt: new Date() };
    if (change.sslStatus !== undefined) set.sslStatus = change.sslStatus;
    if (change.sslProcessStatus !== undefined) set.sslProcessStatus = change.sslProcessStatus;
    const updated = await tx
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
    if (updated.length === 0) return false;
    for (const event of change.events ?? [])
      await tx.insert(domainEvents).values({
        projectId,
        siteId,
        domain,
        kind: event.kind,
        detail: event.detail ?? null,
      });
    return true;
  });
}
