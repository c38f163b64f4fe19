import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { deleteEndpoint } from './webhook-endpoints.repository';

/**
 * DELETE /api/webhooks/endpoints/{endpointId}: the endpoint and its delivery log. A delivery job
 * still queued finds nothing to send and ends.
 */
export async function deleteWebhookEndpoint(scope: TScope, endpointId: number): Promise<void> {
  if (!(await deleteEndpoint(scope, endpointId))) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND');
}
