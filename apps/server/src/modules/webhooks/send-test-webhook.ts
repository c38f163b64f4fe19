import { type TWebhookDelivery, WEBHOOK_TEST_EVENT } from '@oc/domain/webhooks/webhook.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { attemptDelivery } from './attempt-delivery';
import { findDelivery, insertDeliveries } from './webhook-deliveries.repository';
import { findEndpoint } from './webhook-endpoints.repository';
import { newEventId } from './webhook-signature';
import { deliveryOf } from './webhook-views';
import type { TWebhookDeps } from './webhooks.types';

/**
 * POST /api/webhooks/endpoints/{endpointId}/test: a `webhook.test` event sent now, while the owner
 * waits, through the same checks, signature and log as every delivery. It goes even to a disabled
 * endpoint (the owner is checking it before turning it back on), and is not retried.
 */
export async function sendTestWebhook(
  scope: TScope,
  deps: TWebhookDeps,
  endpointId: number,
): Promise<TWebhookDelivery> {
  if (!(await findEndpoint(scope, endpointId))) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND');
  const payload = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: new Date().toISOString(),
    data: { message: 'A test event from your Owner Console.' },
  };
  const [delivery] = await insertDeliveries(scope, [
    { endpointId, eventId: newEventId(), eventType: WEBHOOK_TEST_EVENT, payload },
  ]);
  if (!delivery) throw new Error('webhooks: insert returned no row');
  await attemptDelivery(deps, scope, delivery.id, { isOneOff: true });
  const row = await findDelivery(scope, delivery.id);
  if (!row) throw notFound('WEBHOOK_DELIVERY_NOT_FOUND');
  return deliveryOf(row);
}
