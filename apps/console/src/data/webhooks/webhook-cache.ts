import type { TWebhookEndpoint } from '@oc/domain/webhooks/webhook.schema';
import type { QueryClient } from '@tanstack/react-query';
import { webhookKeys } from './keys';

/**
 * After a save, a switch or a rotation the answer is the endpoint as stored: it becomes the cached
 * copy, in the list too, so the list and the endpoint's page agree without asking again. The
 * secret a rotation answers is never kept in the cache: it is shown once, by the caller.
 */
export function writeEndpointToCache(
  queryClient: QueryClient,
  endpoint: TWebhookEndpoint & { secret?: string },
) {
  const { secret: _secret, ...stored } = endpoint;
  queryClient.setQueryData(webhookKeys.endpoint(stored.id), stored);
  queryClient.setQueryData<TWebhookEndpoint[]>(webhookKeys.endpoints(), (list) => {
    if (!list) return list;
    return list.some((e) => e.id === stored.id)
      ? list.map((e) => (e.id === stored.id ? stored : e))
      : [...list, stored];
  });
}
