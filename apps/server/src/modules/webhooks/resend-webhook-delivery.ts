import type { TWebhookDelivery } from '@oc/domain/webhooks/webhook.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { queueDeliveries } from './queue-deliveries';
import { findDelivery } from './webhook-deliveries.repository';
import { deliveryOf } from './webhook-views';
import type { TWakeWorkers } from './webhooks.types';

/**
 * POST /api/webhooks/deliveries/{deliveryId}/resend: a new delivery of the same event (same
 * `webhook-id` and payload, so the receiver can tell it has it already), queued like any other
 * and signed with the endpoint's current secret. Answers the new delivery, pending.
 */
export async function resendWebhookDelivery(
  scope: TScope,
  wake: TWakeWorkers,
  deliveryId: number,
): Promise<TWebhookDelivery> {
  const original = await findDelivery(scope, deliveryId);
  if (!original) throw notFound('WEBHOOK_DELIVERY_NOT_FOUND');
  const [row] = await scope.db.transaction((tx) =>
    queueDeliveries({ db: tx, projectId: scope.projectId }, [
      {
        endpointId: original.endpointId,
        eventId: original.eventId,
        eventType: original.eventType,
        payload: original.payload,
      },
    ]),
  );
  if (!row) throw new Error('webhooks: insert returned no row');
  wake?.();
  return deliveryOf(row);
}
