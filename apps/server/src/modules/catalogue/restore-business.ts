import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import * as repo from './business-details.repository';
import { getBusiness } from './get-business';

/** POST /api/businesses/{businessId}/restore: an archived business is back, as it was. */
export async function restoreBusiness(
  scope: TScope,
  businessId: number,
): Promise<TBusinessDetails> {
  if (!(await repo.setBusinessArchived(scope, businessId, false)))
    throw notFound('BUSINESS_NOT_FOUND');
  return getBusiness(scope, businessId);
}
