import type { TScope } from '../../lib/scope';
import { setDnsSeen } from './site-domains.repository';

/**
 * Stores what DNS answered for the site's domain, while the site still has this domain (false when
 * it has not). The row's lock holds until `scope.db`'s transaction ends, so racing checks are
 * ordered.
 */
export function recordSiteDns(
  scope: TScope,
  siteId: number,
  domain: string,
  seen: string[],
): Promise<boolean> {
  return setDnsSeen(scope, siteId, domain, seen);
}
