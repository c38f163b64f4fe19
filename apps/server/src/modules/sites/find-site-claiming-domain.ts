import type { TDb } from '../../db/client';
import { findSiteClaiming } from './site-domains.repository';

/**
 * The site, of any project, that has proven this domain (its challenge passed or its certificate
 * issued), if one has: only such a site keeps a domain from others. A request that proved nothing
 * holds nothing.
 */
export function findSiteClaimingDomain(
  db: TDb,
  domain: string,
): Promise<{ id: number; projectId: number } | null> {
  return findSiteClaiming(db, domain);
}
