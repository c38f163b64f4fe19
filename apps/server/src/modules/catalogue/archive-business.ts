import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import * as repo from './business-details.repository';
import { getBusiness } from './get-business';

/**
 * POST /api/businesses/{businessId}/archive: the business leaves the website and the pickers; its
 * orders stay as they are (each keeps a copy of what it needs of the business).
 */
export async function archiveBusiness(
  scope: TScope,
  businessId: number,
): Promise<TBusinessDetails> {
  if (!(await repo.setBusinessArchived(scope, businessId, true)))
    throw notFound('BUSINESS_NOT_FOUND');
  return getBusiness(scope, businessId);
}
