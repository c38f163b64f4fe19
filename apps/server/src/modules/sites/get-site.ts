import type { TSslProcessStatus, TSslStatus } from '@oc/domain/domains/ssl-status.rules';
import type { TSite } from '@oc/domain/sites/site.schema';
import { siteLanguagesOf } from '@oc/domain/website/site-languages';
import { consoleOrigin, defaultSiteUrl, SITE_HOST_SUFFIXES, type TEnv } from '../../env';
import type { TScope } from '../../lib/scope';
import { findProjectLanguages } from '../auth/find-project-languages';
import { getConfigurations } from '../catalogue/get-configurations';
import { findSite } from './find-site';

/** GET /api/sites/:id: the caller's site with the address it has without a custom domain. */
export async function getSite(scope: TScope, env: TEnv, siteId: number): Promise<TSite> {
  const site = await findSite(scope, siteId);
  const { subdomain } = await getConfigurations(scope);
  const projectLanguages = await findProjectLanguages(scope);
  const ownLanguages = site.languages ? siteLanguagesOf(site.languages, null) : null;
  // docs/product/website.md#addresses: the franchise website has a host of its own; the dashboard
  // is no website but the console's own look, so its address is where the console is served (a
  // path under the website's host would open the website's 404 page).
  const defaultUrl =
    site.kind === 'ordering'
      ? defaultSiteUrl(env, subdomain)
      : site.kind === 'franchise'
        ? defaultSiteUrl(env, `${subdomain}${SITE_HOST_SUFFIXES.franchise}`)
        : consoleOrigin(env);
  return {
    id: site.id,
    kind: site.kind,
    name: site.name,
    description: site.description,
    logo: site.logo,
    image: site.image,
    domain: site.domain,
    ssl_status: site.sslStatus as TSslStatus | null,
    ssl_process_status: site.sslProcessStatus as TSslProcessStatus | null,
    slug: site.slug,
    default_url: defaultUrl,
    languages: ownLanguages ?? projectLanguages,
    own_languages: ownLanguages,
    project_languages: projectLanguages,
  };
}
