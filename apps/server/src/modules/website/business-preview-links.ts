import { createHmac, timingSafeEqual } from 'node:crypto';

// Preview links of a business (docs/product/website.md#business-preview): the console frames the
// website's page of a business the owner is still writing, unpublished, without publishing it. The
// page is public, so the link carries its own authority: one business of one project, for an hour,
// signed with a key used for nothing else. Anyone without the link still gets 'Business not found'.

/** The label of the key the links are signed with (TSecretBox.deriveKey). */
export const BUSINESS_PREVIEW_KEY_LABEL = 'business-preview-links';
/** How long a link works: long enough to look around, short enough that a forwarded one dies. */
export const BUSINESS_PREVIEW_SECONDS = 60 * 60;
/**
 * The link's query names: `oc_` like the preview's own flag, so the preview keeps them on the
 * links it follows (apps/website/src/client/preview.ts).
 */
export const PREVIEW_QUERY = {
  business: 'oc_business',
  expires: 'oc_expires',
  signature: 'oc_signature',
} as const;

type TBusinessPreview = { projectId: number; businessId: number; expires: number };

function signPreview(key: Buffer, link: TBusinessPreview): string {
  const text = ['business-preview', link.projectId, link.businessId, link.expires].join('\n');
  return createHmac('sha256', key).update(text).digest('base64url');
}

/** The query a preview link adds to the business page's address (after `oc_preview=1`). */
export function previewLinkQuery(key: Buffer, link: TBusinessPreview): string {
  return new URLSearchParams({
    [PREVIEW_QUERY.business]: String(link.businessId),
    [PREVIEW_QUERY.expires]: String(link.expires),
    [PREVIEW_QUERY.signature]: signPreview(key, link),
  }).toString();
}

/**
 * The business a request's preview link names, when its signature is this project's and it has not
 * expired (compared in constant time); else null, and the page is drawn as for anyone.
 */
export function previewedBusinessOf(
  key: Buffer,
  projectId: number,
  query: URLSearchParams,
  nowSeconds: number,
): number | null {
  const businessId = Number(query.get(PREVIEW_QUERY.business));
  const expires = Number(query.get(PREVIEW_QUERY.expires));
  const signature = query.get(PREVIEW_QUERY.signature) ?? '';
  if (!Number.isSafeInteger(businessId) || businessId <= 0) return null;
  if (!Number.isSafeInteger(expires) || !(expires > nowSeconds)) return null;
  const expected = Buffer.from(signPreview(key, { projectId, businessId, expires }));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? businessId : null;
}
