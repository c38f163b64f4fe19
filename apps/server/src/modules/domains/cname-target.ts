import { SITE_HOST_SUFFIXES, type TEnv } from '../../env';
import type { TScope } from '../../lib/scope';
import { getConfigurations } from '../catalogue/get-configurations';
import type { TSiteDomainRow } from '../sites/site-domains.types';

/**
 * Where the domain's CNAME must point (docs/product/website.md#addresses): the ordering website's
 * platform host, or the franchise website's; null for the dashboard, which has no website.
 */
export async function cnameTarget(
  scope: TScope,
  env: TEnv,
  kind: TSiteDomainRow['kind'],
): Promise<string | null> {
  if (kind === 'dashboard') return null;
  const { subdomain } = await getConfigurations(scope);
  const label = kind === 'franchise' ? `${subdomain}${SITE_HOST_SUFFIXES.franchise}` : subdomain;
  return `${label}.${env.PLATFORM_DOMAIN}`;
}
