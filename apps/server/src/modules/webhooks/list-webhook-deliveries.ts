import { type TWebhookDeliveryPage, WEBHOOK_LIMITS } from '@oc/domain/webhooks/webhook.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { listDeliveries } from './webhook-deliveries.repository';
import { findEndpoint } from './webhook-endpoints.repository';
import { deliveryOf } from './webhook-views';

/** GET /api/webhooks/endpoints/{endpointId}/deliveries: a page of its log, newest first. */
export async function listWebhookDeliveries(
  scope: TScope,
  endpointId: number,
  page: number,
): Promise<TWebhookDeliveryPage> {
  if (!(await findEndpoint(scope, endpointId))) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND');
  const pageSize = WEBHOOK_LIMITS.deliveriesPageSize;
  const { items, total } = await listDeliveries(scope, endpointId, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items: items.map(deliveryOf), total, page, page_size: pageSize };
}
