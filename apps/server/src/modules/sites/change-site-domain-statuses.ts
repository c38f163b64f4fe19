import type { TScope } from '../../lib/scope';
import { setDomainStatuses } from './site-domains.repository';
import type { TSiteDomainExpectation, TSiteDomainStatuses } from './site-domains.types';

/**
 * Changes the site's certificate statuses only while the site still has `domain` and is as
 * `expect` says (its process, its status): a cancel or a new request that came first wins. False
 * when nothing was written. A claimed status ('pre-issued', 'issued') of a domain another site
 * proved first throws DomainClaimedElsewhere (the unique index decides, however claims race).
 */
export function changeSiteDomainStatuses(
  scope: TScope,
  siteId: number,
  domain: string,
  expect: TSiteDomainExpectation,
  change: TSiteDomainStatuses,
): Promise<boolean> {
  return setDomainStatuses(scope, siteId, domain, expect, change);
}
