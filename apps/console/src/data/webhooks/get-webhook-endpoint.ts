import type { TWebhookEndpoint } from '@oc/domain/webhooks/webhook.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { webhookKeys } from './keys';

/** GET /api/webhooks/endpoints/:id: one endpoint, never its secret. */
export const webhookEndpointQuery = (endpointId: number) =>
  queryOptions({
    queryKey: webhookKeys.endpoint(endpointId),
    queryFn: ({ signal }) => api<TWebhookEndpoint>(`/webhooks/endpoints/${endpointId}`, { signal }),
  });

export function useWebhookEndpoint(endpointId: number) {
  return useQuery(webhookEndpointQuery(endpointId));
}
