import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { auditValue } from '../audit/audit-value';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import * as detailsRepo from './business-details.repository';
import * as repo from './business-images.repository';
import { getBusiness } from './get-business';

/** The two images of a business: its square logo and its wide header. */
export const BUSINESS_IMAGE_KINDS = ['logo', 'header'] as const;
export type TBusinessImageKind = (typeof BUSINESS_IMAGE_KINDS)[number];

/**
 * A business's logo or header becomes this file address, or none. The caller has already stored
 * the file as the project's own upload (the files module), so the address is not checked again.
 */
export async function setBusinessImage(
  scope: TScope,
  businessId: number,
  kind: TBusinessImageKind,
  url: string | null,
  actor: TAuditActor,
): Promise<TBusinessDetails> {
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const business = await detailsRepo.findBusinessRow(inTx, businessId);
    if (!business || !(await repo.setBusinessImageColumn(inTx, businessId, kind, url)))
      throw notFound('BUSINESS_NOT_FOUND');
    await recordAudit(inTx, actor, {
      area: 'businesses',
      action: url === null ? 'business.image_removed' : 'business.image_saved',
      target: business.name,
      changes: { [kind]: { before: auditValue(business[kind]), after: auditValue(url) } },
    });
  });
  return getBusiness(scope, businessId);
}
