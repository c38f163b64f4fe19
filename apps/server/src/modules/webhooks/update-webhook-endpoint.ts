import type { TWebhookEndpoint, TWebhookEndpointUpdate } from '@oc/domain/webhooks/webhook.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
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
): Promise<TWebhookEndpoint> {
  // Not found comes before a refused address: another project's endpoint says nothing more.
  if (!(await findEndpoint(scope, endpointId))) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND');
  if (body.url !== undefined) await assertSafeUrl(body.url, deps);
  const row = await updateEndpoint(scope, endpointId, {
    ...body,
    ...(body.enabled !== undefined ? { disabledReason: null, failingSince: null } : {}),
  });
  if (!row) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND');
  return endpointOf(row);
}
