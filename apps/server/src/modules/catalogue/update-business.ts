import type { TBusinessDetails, TBusinessUpdate } from '@oc/domain/catalogue/business.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { assertFranchiseId } from './assert-franchise-id';
import * as repo from './business-details.repository';
import { inSlugTransaction, moveBusinessSlug } from './business-slug';
import { getBusiness } from './get-business';

/**
 * PATCH /api/businesses/{businessId}: the fields sent. A new slug keeps the old one leading to the
 * business; every check passes before anything is written, in one transaction.
 */
export async function updateBusiness(
  scope: TScope,
  businessId: number,
  body: TBusinessUpdate,
): Promise<TBusinessDetails> {
  await inSlugTransaction(scope, async (tx) => {
    const business = await repo.findBusinessRow(tx, businessId);
    if (!business) throw notFound('BUSINESS_NOT_FOUND');
    await assertFranchiseId(tx, body.franchise_id);
    if (body.slug !== undefined && body.slug !== business.slug)
      await moveBusinessSlug(tx, business, body.slug);
    await repo.updateBusinessRow(tx, businessId, body);
  });
  return getBusiness(scope, businessId);
}
