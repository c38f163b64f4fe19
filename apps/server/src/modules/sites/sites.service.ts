import type { TSslProcessStatus, TSslStatus } from '@oc/domain/domains/ssl-status.rules';
import { formatMessage } from '@oc/domain/messages/messages';
import type { TSite, TUpdateSiteRequest } from '@oc/domain/sites/site.schema';
import type { TTheme } from '@oc/domain/themes/theme.schema';
import type { TEnv } from '../../env';
import { defaultSiteUrl } from '../../env';
import { AppError, notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { getConfigurations } from '../lists/lists.service';
import { themeOf } from '../themes/theme-of';
import { findTheme } from '../themes/themes.repository';
import { assertOwnFiles } from '../uploads/file-ownership';
import * as repo from './sites.repository';

export async function getSite(scope: TScope, env: TEnv, siteId: number): Promise<TSite> {
  const site = await repo.findSite(scope, siteId);
  if (!site) throw notFound();
  const { subdomain } = await getConfigurations(scope);
  // The franchise and dashboard variants live under the project's subdomain with a path of their own.
  const base = defaultSiteUrl(env, subdomain);
  const path = site.kind === 'ordering' ? '' : `/${site.slug}`;
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
    default_url: `${base}${path}`,
  };
}

export async function getTheme(scope: TScope, siteId: number): Promise<TTheme> {
  const theme = await findTheme(scope, { siteId });
  if (!theme) throw notFound();
  return themeOf(theme);
}

/** The site image is not part of a franchise website (spec 2.3). */
export async function updateSite(
  scope: TScope,
  env: TEnv,
  siteId: number,
  body: TUpdateSiteRequest,
): Promise<TSite> {
  const site = await repo.findSite(scope, siteId);
  if (!site) throw notFound();
  if (site.kind === 'franchise' && body.image !== undefined) {
    throw new AppError(400, [
      formatMessage('THE_SETTING_IS_NOT_VALID', {
        path: 'image',
        reason: 'franchise websites have no site image',
      }),
    ]);
  }
  await assertOwnFiles(scope, [
    { field: 'logo', value: body.logo },
    { field: 'image', value: body.image },
  ]);
  await repo.updateSite(scope, siteId, body);
  return getSite(scope, env, siteId);
}
