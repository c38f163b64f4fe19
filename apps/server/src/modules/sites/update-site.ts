import { formatMessage } from '@oc/domain/messages/messages';
import type { TSite, TUpdateSiteRequest } from '@oc/domain/sites/site.schema';
import type { TEnv } from '../../env';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { auditValue } from '../audit/audit-value';
import { changesBetween, recordAudit, type TAuditActor } from '../audit/record-audit';
import { assertOwnFiles } from '../files/assert-own-files';
import { findSite } from './find-site';
import { getSite } from './get-site';
import * as repo from './sites.repository';

/**
 * PATCH /api/sites/:id. The site image is not part of a franchise website
 * (docs/product/website-settings.md#images-section).
 */
export async function updateSite(
  scope: TScope,
  env: TEnv,
  siteId: number,
  body: TUpdateSiteRequest,
  actor: TAuditActor,
): Promise<TSite> {
  const site = await findSite(scope, siteId);
  if (site.kind === 'franchise' && body.image !== undefined) {
    throw new AppError(400, [
      formatMessage('THE_SETTING_IS_NOT_VALID', {
        path: 'image',
        reason: 'franchise websites have no site image',
      }),
    ]);
  }
  await assertOwnFiles(scope, [
    { field: 'logo', value: body.logo },
    { field: 'image', value: body.image },
  ]);
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    await repo.updateSite(inTx, siteId, body);
    const fields = Object.keys(body) as (keyof typeof body)[];
    const was = (f: keyof typeof body) => auditValue(site[f]);
    await recordAudit(inTx, actor, {
      area: 'branding',
      action: 'site.saved',
      target: body.name ?? site.name,
      changes: changesBetween(
        Object.fromEntries(fields.map((f) => [f, was(f)])),
        Object.fromEntries(fields.map((f) => [f, auditValue(body[f])])),
      ),
    });
  });
  return getSite(scope, env, siteId);
}
