import type { TScope } from '../../lib/scope';
import * as repo from './businesses.repository';
import type { TBusinessSet } from './catalogue.types';
import { findBusinessIdBySlugRedirect } from './find-business-id-by-slug-redirect';

/**
 * The slug a website's business has now, when `oldSlug` was its address before, or null: an old
 * link (a printed QR code, a bookmark) leads on to its page. Null too when the business has left
 * the website (unpublished, archived, another franchise's), so its new address is not given away.
 */
export async function findMovedBusinessOf(scope: TScope, set: TBusinessSet, oldSlug: string) {
  const businessId = await findBusinessIdBySlugRedirect(scope, oldSlug);
  return businessId === null ? null : repo.findBusinessSlugOf(scope, set, businessId);
}
