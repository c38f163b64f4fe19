import type { TDomainStatus } from '@oc/domain/domains/custom-domain.schema';
import type { TEnv } from '../../env';
import type { TScope } from '../../lib/scope';
import { domainStatusOf } from './domain-status';
import { findDomainSite } from './find-domain-site';

/** GET /api/sites/{id}/domain. */
export async function getDomainStatus(
  scope: TScope,
  env: TEnv,
  siteId: number,
): Promise<TDomainStatus> {
  return domainStatusOf(scope, env, await findDomainSite(scope, siteId));
}
