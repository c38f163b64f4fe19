import type { TBusinessCreate, TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { assertFranchiseId } from './assert-franchise-id';
import { detailsOf } from './business-details';
import * as repo from './business-details.repository';
import { assertSlugFree, freeSlugFromName, inSlugTransaction } from './business-slug';

/**
 * POST /api/businesses: a business of the caller's project. Without a slug, one is made from the
 * name and numbered when taken; a slug the owner chose and another business holds is refused.
 */
export async function createBusiness(
  scope: TScope,
  body: TBusinessCreate,
  actor: TAuditActor,
): Promise<TBusinessDetails> {
  const row = await inSlugTransaction(scope, async (tx) => {
    await assertFranchiseId(tx, body.franchise_id);
    let slug = body.slug;
    if (slug === undefined) slug = await freeSlugFromName(tx, body.name);
    else await assertSlugFree(tx, slug, null);
    const inserted = await repo.insertBusiness(tx, { ...body, slug });
    await recordAudit(tx, actor, {
      area: 'businesses',
      action: 'business.created',
      target: inserted.name,
      changes: { name: { after: inserted.name }, slug: { after: inserted.slug } },
    });
    return inserted;
  });
  return detailsOf(row);
}
