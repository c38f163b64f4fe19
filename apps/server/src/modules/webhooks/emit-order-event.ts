import type { TWebhookEvent } from '@oc/domain/webhooks/webhook.schema';
import type { TScope } from '../../lib/scope';
import type { TJobLog } from '../jobs/jobs.types';
import { queueDeliveries } from './queue-deliveries';
import { findSubscribedEndpoints } from './webhook-endpoints.repository';
import { newEventId } from './webhook-signature';
import type { TWakeWorkers } from './webhooks.types';

/**
 * An order event for the project's webhooks (docs/product/webhooks.md#events): one delivery per
 * enabled endpoint subscribed to the type, queued for the job workers, in the caller's transaction
 * when the scope's db is one (the event exists exactly when the order change does). Nothing is
 * sent here, and it never throws: an event that cannot be queued is logged, and the order is
 * placed all the same. Answers how many deliveries were queued.
 */
export async function emitOrderEvent(
  scope: TScope,
  type: TWebhookEvent,
  /** The order as the API answers it, or how to read it: read only when some endpoint wants it. */
  order: Record<string, unknown> | ((scope: TScope) => Promise<Record<string, unknown>>),
  options: { log?: TJobLog; wake?: TWakeWorkers } = {},
): Promise<number> {
  try {
    // A savepoint inside the caller's transaction: a failure here rolls back only the event's
    // rows, and the caller's transaction goes on.
    const queued = await scope.db.transaction(async (tx) => {
      const inTx = { db: tx, projectId: scope.projectId };
      const endpointIds = await findSubscribedEndpoints(inTx, type);
      if (endpointIds.length === 0) return 0;
      const eventId = newEventId();
      const data = typeof order === 'function' ? await order(inTx) : order;
      const payload = { type, timestamp: new Date().toISOString(), data: { order: data } };
      const rows = await queueDeliveries(
        inTx,
        endpointIds.map((endpointId) => ({ endpointId, eventId, eventType: type, payload })),
      );
      return rows.length;
    });
    // Workers also find the jobs at their next poll (a second), once the caller has committed.
    if (queued > 0) options.wake?.();
    return queued;
  } catch (error) {
    options.log?.error(
      { err: error, projectId: scope.projectId, type },
      'webhooks: the order event could not be queued',
    );
    return 0;
  }
}
