import type {
  TWebhookEndpointCreate,
  TWebhookEndpointWithSecret,
} from '@oc/domain/webhooks/webhook.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { writeEndpointToCache } from './webhook-cache';

/**
 * Add an endpoint (POST /api/webhooks/endpoints). The answer carries the signing secret, this
 * once: it is the caller's to show, and stays out of the cache. A refusal is the form's to show.
 */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWebhookEndpointCreate) =>
      api<TWebhookEndpointWithSecret>('/webhooks/endpoints', { method: 'POST', body }),
    onSuccess: (endpoint) => writeEndpointToCache(queryClient, endpoint),
  });
}
