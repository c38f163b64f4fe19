import type { TWebhookEndpointWithSecret } from '@oc/domain/webhooks/webhook.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { writeEndpointToCache } from './webhook-cache';

/**
 * A new signing secret (POST /api/webhooks/endpoints/:id/rotate-secret): the old one signs nothing
 * more. The answer's secret is the caller's to show, this once; it stays out of the cache.
 */
export function useRotateWebhookSecret(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<TWebhookEndpointWithSecret>(`/webhooks/endpoints/${endpointId}/rotate-secret`, {
        method: 'POST',
      }),
    onSuccess: (endpoint) => writeEndpointToCache(queryClient, endpoint),
  });
}
