import type { TSslProcessStatus, TSslStatus } from '@oc/domain/domains/ssl-status.rules';
import { visitWebsiteUrl } from '@oc/domain/sites/visit-website.rules';
import { defaultSiteUrl, SITE_HOST_SUFFIXES, type TEnv } from '../../env';
import type { TScope } from '../../lib/scope';
import { getConfigs } from '../catalogue/get-configs';
import { getConfigurations } from '../catalogue/get-configurations';
import { findSiteOfKind } from '../sites/find-site-of-kind';

/**
 * Where the kiosk and franchises apps' themes are drawn (docs/product/website.md#addresses), for
 * their Advanced tab's preview; null for the other products, which have no theme to show.
 */
export async function previewUrlOf(scope: TScope, env: TEnv, code: string): Promise<string | null> {
  if (code !== 'app_kiosk_x' && code !== 'app_franchises_x') return null;
  const { subdomain } = await getConfigurations(scope);
  return defaultSiteUrl(env, `${subdomain}${SITE_HOST_SUFFIXES[code]}`);
}

/**
 * The address an app opens (docs/product/builds.md#what-an-android-app-carries): the kiosk and
 * franchises apps their theme's address; the other apps the ordering website, where 'Visit my
 * website' goes.
 */
export async function appSiteUrl(scope: TScope, env: TEnv, code: string): Promise<string> {
  const themed = await previewUrlOf(scope, env, code);
  if (themed) return themed;
  const [site, configs, { subdomain }] = await Promise.all([
    findSiteOfKind(scope, 'ordering'),
    getConfigs(scope),
    getConfigurations(scope),
  ]);
  return visitWebsiteUrl({
    domain: site?.domain ?? null,
    sslStatus: (site?.sslStatus ?? null) as TSslStatus | null,
    sslProcessStatus: (site?.sslProcessStatus ?? null) as TSslProcessStatus | null,
    siteUrl: configs.site_url,
    defaultUrl: defaultSiteUrl(env, subdomain),
  });
}
