import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import * as repo from './business-details.repository';
import { getBusiness } from './get-business';

/**
 * POST /api/businesses/{businessId}/archive: the business leaves the website and the pickers; its
 * orders stay as they are (each keeps a copy of what it needs of the business).
 */
export async function archiveBusiness(
  scope: TScope,
  businessId: number,
  actor: TAuditActor,
): Promise<TBusinessDetails> {
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const business = await repo.findBusinessRow(inTx, businessId);
    if (!business || !(await repo.setBusinessArchived(inTx, businessId, true)))
      throw notFound('BUSINESS_NOT_FOUND');
    // Only a change is recorded: archiving an archived business changes nothing.
    if (business.archivedAt === null)
      await recordAudit(inTx, actor, {
        area: 'businesses',
        action: 'business.archived',
        target: business.name,
      });
  });
  return getBusiness(scope, businessId);
}
