import type { TWebhookEndpoint, TWebhookEndpointUpdate } from '@oc/domain/webhooks/webhook.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { writeEndpointToCache } from './webhook-cache';

/**
 * Edit an endpoint, or turn it on or off (PATCH /api/webhooks/endpoints/:id): only the fields sent
 * change. A refusal is the caller's to show.
 */
export function useUpdateWebhookEndpoint(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWebhookEndpointUpdate) =>
      api<TWebhookEndpoint>(`/webhooks/endpoints/${endpointId}`, { method: 'PATCH', body }),
    onSuccess: (endpoint) => writeEndpointToCache(queryClient, endpoint),
  });
}
