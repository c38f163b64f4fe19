import type { TBusinessPreviewLink } from '@oc/domain/catalogue/business.schema';
import type { TEnv } from '../../env';
import { AppError, notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import { getBusiness } from '../catalogue/get-business';
import { findSiteOfKind } from '../sites/find-site-of-kind';
import { getSite } from '../sites/get-site';
import {
  BUSINESS_PREVIEW_KEY_LABEL,
  BUSINESS_PREVIEW_SECONDS,
  previewLinkQuery,
} from './business-preview-links';

/**
 * POST /api/businesses/{businessId}/preview-link: the ordering website's page of the business, in
 * the preview (no orders) and shown though unpublished, for an hour. At the website's own address,
 * the one the console may frame.
 */
export async function createBusinessPreviewLink(
  scope: TScope,
  env: TEnv,
  secrets: TSecretBox,
  businessId: number,
): Promise<TBusinessPreviewLink> {
  const business = await getBusiness(scope, businessId);
  if (business.archived) throw AppError.of(409, 'BUSINESS_PREVIEW_ARCHIVED');
  const site = await findSiteOfKind(scope, 'ordering');
  if (!site) throw notFound();
  const { default_url } = await getSite(scope, env, site.id);
  const expires = Math.floor(Date.now() / 1000) + BUSINESS_PREVIEW_SECONDS;
  const query = previewLinkQuery(secrets.deriveKey(BUSINESS_PREVIEW_KEY_LABEL), {
    projectId: scope.projectId,
    businessId: business.id,
    expires,
  });
  return {
    url: `${default_url.replace(/\/+$/, '')}/store/${business.slug}?oc_preview=1&${query}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}
