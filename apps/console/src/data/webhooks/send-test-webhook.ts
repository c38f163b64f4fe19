import type { TWebhookDelivery, TWebhookDeliveryPage } from '@oc/domain/webhooks/webhook.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { webhookKeys } from './keys';

/**
 * Send test event (POST /api/webhooks/endpoints/:id/test): sent now, the answer is its delivery
 * with the outcome. It is put at the top of the log's first page at once, and the log is asked
 * again (the endpoint's failing state may have changed too).
 */
export function useSendTestWebhook(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<TWebhookDelivery>(`/webhooks/endpoints/${endpointId}/test`, { method: 'POST' }),
    onSuccess: (delivery) => {
      queryClient.setQueryData<TWebhookDeliveryPage>(
        webhookKeys.deliveries(endpointId, 1),
        (page) =>
          page && {
            ...page,
            items: [delivery, ...page.items.filter((d) => d.id !== delivery.id)].slice(
              0,
              page.page_size,
            ),
            total: page.total + 1,
          },
      );
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(endpointId) });
      void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoint(endpointId) });
    },
  });
}
