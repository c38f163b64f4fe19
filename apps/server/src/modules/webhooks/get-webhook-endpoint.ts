import type { TWebhookEndpoint } from '@oc/domain/webhooks/webhook.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { findEndpoint } from './webhook-endpoints.repository';
import { endpointOf } from './webhook-views';

/** GET /api/webhooks/endpoints/{endpointId}: one of the project's endpoints, without its secret. */
export async function getWebhookEndpoint(
  scope: TScope,
  endpointId: number,
): Promise<TWebhookEndpoint> {
  const row = await findEndpoint(scope, endpointId);
  if (!row) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND');
  return endpointOf(row);
}
