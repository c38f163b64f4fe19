import type { TDomainEventKind } from '@oc/domain/domains/custom-domain.schema';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { domainEvents } from '../../db/tables/domains';
import type { TScope } from '../../lib/scope';

// The domain_events timeline of each site's custom domain. Its writes go with the site's own
// (the sites module's columns): the caller passes their transaction as the scope's db.

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

/** Adds events to the site's timeline, in order. */
export async function insertDomainEvents(
  { db, projectId }: TScope,
  siteId: number,
  domain: string,
  events: { kind: TDomainEventKind; detail?: string | null }[],
): Promise<void> {
  for (const event of events)
    await db.insert(domainEvents).values({
      projectId,
      siteId,
      domain,
      kind: event.kind,
      detail: event.detail ?? null,
    });
}

/** A 'dns_seen' event, unless the current request has one already. */
export async function insertDnsSeenOnce(
  { db, projectId }: TScope,
  siteId: number,
  domain: string,
): Promise<void> {
  const [already] = await db
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
    await db.insert(domainEvents).values({ projectId, siteId, domain, kind: 'dns_seen' });
}
