import type { TWebhookEndpoint } from '@oc/domain/webhooks/webhook.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { webhookKeys } from './keys';

/** GET /api/webhooks/endpoints: the project's endpoints, oldest first, never their secrets. */
export const webhookEndpointsQuery = queryOptions({
  queryKey: webhookKeys.endpoints(),
  queryFn: ({ signal }) => api<TWebhookEndpoint[]>('/webhooks/endpoints', { signal }),
});

export function useWebhookEndpoints() {
  return useQuery(webhookEndpointsQuery);
}
