import type { TSslProcessStatus, TSslStatus } from '@oc/domain/domains/ssl-status.rules';
import { formatMessage } from '@oc/domain/messages/messages';
import type { TSite, TUpdateSiteRequest } from '@oc/domain/sites/site.schema';
import {
  SITE_IMAGE_TARGET_NAMES,
  SITE_IMAGE_TARGETS,
  type TUploadedImage,
} from '@oc/domain/uploads/image-upload.schema';
import { defaultSiteUrl, SITE_HOST_SUFFIXES, type TEnv } from '../../env';
import { AppError, notFound } from '../../lib/app-error';
import type { TForm } from '../../lib/multipart';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { getConfigurations } from '../catalogue/catalogue.service';
import {
  advancedImageTargets,
  assertOwnFiles,
  storeUploadedImage,
  type TImageTargets,
} from '../files/files.service';
import * as repo from './sites.repository';

/** The caller's site (404 for another project's or an unknown id). */
export async function findSite(scope: TScope, siteId: number) {
  const site = await repo.findSite(scope, siteId);
  if (!site) throw notFound();
  return site;
}

/** The project's ordering or franchise website, or null (the website serves it by host). */
export const findSiteOfKind = (scope: TScope, kind: 'ordering' | 'franchise') =>
  repo.findSiteOfKind(scope, kind);

export async function getSite(scope: TScope, env: TEnv, siteId: number): Promise<TSite> {
  const site = await findSite(scope, siteId);
  const { subdomain } = await getConfigurations(scope);
  // docs/product/website.md#addresses: the franchise website has a host of its own; the dashboard
  // has no website and keeps a path under the project's host.
  const defaultUrl =
    site.kind === 'ordering'
      ? defaultSiteUrl(env, subdomain)
      : site.kind === 'franchise'
        ? defaultSiteUrl(env, `${subdomain}${SITE_HOST_SUFFIXES.franchise}`)
        : `${defaultSiteUrl(env, subdomain)}/${site.slug}`;
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
  };
}

/**
 * The site image is not part of a franchise website
 * (docs/product/website-settings.md#images-section).
 */
export async function updateSite(
  scope: TScope,
  env: TEnv,
  siteId: number,
  body: TUpdateSiteRequest,
): Promise<TSite> {
  const site = await findSite(scope, siteId);
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

/**
 * A website's images: its Basic pickers (docs/product/website-settings.md#images-section) and the
 * Advanced image settings of its mode.
 */
const siteImageTargets = (kind: Parameters<typeof advancedImageTargets>[0]): TImageTargets =>
  new Map([
    ...SITE_IMAGE_TARGET_NAMES.map((name) => [name, SITE_IMAGE_TARGETS[name]] as const),
    ...advancedImageTargets(kind),
  ]);

/** POST /api/sites/:id/images: an image for a Basic picker or an Advanced image setting. */
export async function uploadSiteImage(
  scope: TScope,
  storage: FileStorage,
  siteId: number,
  form: TForm,
): Promise<TUploadedImage> {
  const site = await findSite(scope, siteId);
  return storeUploadedImage(scope, storage, form, siteImageTargets(site.kind));
}
