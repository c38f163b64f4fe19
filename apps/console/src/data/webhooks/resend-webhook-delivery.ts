import type { TWebhookDelivery } from '@oc/domain/webhooks/webhook.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { webhookKeys } from './keys';

/**
 * Resend (POST /api/webhooks/deliveries/:id/resend): the same event again, as a new delivery
 * queued now; the endpoint's log is asked again so it shows at the top.
 */
export function useResendWebhookDelivery(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api<TWebhookDelivery>(`/webhooks/deliveries/${deliveryId}/resend`, { method: 'POST' }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(endpointId) }),
  });
}
