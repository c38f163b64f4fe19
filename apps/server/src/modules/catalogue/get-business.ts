import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { detailsOf } from './business-details';
import * as repo from './business-details.repository';

/** GET /api/businesses/{businessId}: one of the project's businesses, archived ones too. */
export async function getBusiness(scope: TScope, businessId: number): Promise<TBusinessDetails> {
  const row = await repo.findBusinessRow(scope, businessId);
  if (!row) throw notFound('BUSINESS_NOT_FOUND');
  return detailsOf(row);
}
