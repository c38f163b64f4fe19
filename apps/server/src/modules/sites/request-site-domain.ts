import type { TScope } from '../../lib/scope';
import { setRequestedDomain } from './site-domains.repository';

/**
 * Gives the site a newly requested domain: statuses and DNS check cleared, the process pending.
 * False when the site already has a request in progress (the row decides, so two racing requests
 * cannot both start). A request claims nothing yet: the domain becomes this site's only when its
 * challenge passes. `scope.db` is the request's transaction, which adds its event and job.
 */
export function requestSiteDomain(scope: TScope, siteId: number, domain: string): Promise<boolean> {
  return setRequestedDomain(scope, siteId, domain);
}
