import type { TWebhookEndpoint, TWebhookEndpointUpdate } from '@oc/domain/webhooks/webhook.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { changesBetween, recordAudit, type TAuditActor } from '../audit/record-audit';
import { assertSafeUrl } from './assert-safe-url';
import { findEndpoint, updateEndpoint } from './webhook-endpoints.repository';
import { endpointOf } from './webhook-views';

/**
 * PATCH /api/webhooks/endpoints/{endpointId}: only the fields sent change. A new address is checked
 * like a new endpoint's; turning the endpoint on or off clears why the server had turned it off.
 */
export async function updateWebhookEndpoint(
  scope: TScope,
  deps: { allowPrivate: boolean },
  endpointId: number,
  body: TWebhookEndpointUpdate,
  actor: TAuditActor,
): Promise<TWebhookEndpoint> {
  // Not found comes before a refused address: another project's endpoint says nothing more.
  const before = await findEndpoint(scope, endpointId);
  if (!before) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND');
  if (body.url !== undefined) await assertSafeUrl(body.url, deps);
  const row = await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const updated = await updateEndpoint(inTx, endpointId, {
      ...body,
      ...(body.enabled !== undefined ? { disabledReason: null, failingSince: null } : {}),
    });
    if (!updated) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND');
    const fields = (r: typeof updated) => ({
      url: r.url,
      description: r.description,
      events: r.events,
      enabled: r.enabled,
    });
    await recordAudit(inTx, actor, {
      area: 'webhooks',
      action: 'webhook.changed',
      target: updated.url,
      changes: changesBetween(fields(before), fields(updated)),
    });
    return updated;
  });
  return endpointOf(row);
}
