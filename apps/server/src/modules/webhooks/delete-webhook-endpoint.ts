import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { deleteEndpoint, findEndpoint } from './webhook-endpoints.repository';

/**
 * DELETE /api/webhooks/endpoints/{endpointId}: the endpoint and its delivery log. A delivery job
 * still queued finds nothing to send and ends.
 */
export async function deleteWebhookEndpoint(
  scope: TScope,
  endpointId: number,
  actor: TAuditActor,
): Promise<void> {
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const endpoint = await findEndpoint(inTx, endpointId);
    if (!endpoint || !(await deleteEndpoint(inTx, endpointId)))
      throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND');
    await recordAudit(inTx, actor, {
      area: 'webhooks',
      action: 'webhook.deleted',
      target: endpoint.url,
    });
  });
}
