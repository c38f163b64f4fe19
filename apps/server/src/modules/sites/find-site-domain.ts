import type { TScope } from '../../lib/scope';
import { findSiteDomainRow } from './site-domains.repository';
import type { TSiteDomainRow } from './site-domains.types';

/** The site's custom domain, its certificate statuses and last DNS check; null for no such site. */
export function findSiteDomain(scope: TScope, siteId: number): Promise<TSiteDomainRow | null> {
  return findSiteDomainRow(scope, siteId);
}
