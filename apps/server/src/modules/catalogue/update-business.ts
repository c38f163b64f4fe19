import type { TBusinessDetails, TBusinessUpdate } from '@oc/domain/catalogue/business.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { auditValue } from '../audit/audit-value';
import { changesBetween, recordAudit, type TAuditActor } from '../audit/record-audit';
import { assertFranchiseId } from './assert-franchise-id';
import { detailsOf } from './business-details';
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
  actor: TAuditActor,
): Promise<TBusinessDetails> {
  await inSlugTransaction(scope, async (tx) => {
    const business = await repo.findBusinessRow(tx, businessId);
    if (!business) throw notFound('BUSINESS_NOT_FOUND');
    await assertFranchiseId(tx, body.franchise_id);
    if (body.slug !== undefined && body.slug !== business.slug)
      await moveBusinessSlug(tx, business, body.slug);
    await repo.updateBusinessRow(tx, businessId, body);
    // The fields sent, before and after as the owner sees them (hours, fees, published among them).
    const after = await repo.findBusinessRow(tx, businessId);
    if (!after) throw notFound('BUSINESS_NOT_FOUND');
    const fieldsOf = (details: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(body).map((f) => [f, auditValue(details[f])]));
    await recordAudit(tx, actor, {
      area: 'businesses',
      action: 'business.updated',
      target: after.name,
      changes: changesBetween(fieldsOf(detailsOf(business)), fieldsOf(detailsOf(after))),
    });
  });
  return getBusiness(scope, businessId);
}
