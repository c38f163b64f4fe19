import type { TWebhookEndpoint } from '@oc/domain/webhooks/webhook.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { webhookKeys } from './keys';

/** Delete an endpoint and its delivery log (DELETE /api/webhooks/endpoints/:id). */
export function useDeleteWebhookEndpoint(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>(`/webhooks/endpoints/${endpointId}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData<TWebhookEndpoint[]>(webhookKeys.endpoints(), (list) =>
        list?.filter((e) => e.id !== endpointId),
      );
      queryClient.removeQueries({ queryKey: webhookKeys.endpoint(endpointId) });
      queryClient.removeQueries({ queryKey: webhookKeys.deliveriesOf(endpointId) });
    },
  });
}
