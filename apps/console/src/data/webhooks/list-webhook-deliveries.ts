import type { TWebhookDeliveryPage } from '@oc/domain/webhooks/webhook.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { webhookKeys } from './keys';

/** How often an open delivery log asks again, so a retry's outcome shows without a reload. */
export const DELIVERIES_POLL_MS = 5000;

/** GET /api/webhooks/endpoints/:id/deliveries?page=: 20 a page, newest first, with every attempt. */
export const webhookDeliveriesQuery = (endpointId: number, page: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(endpointId, page),
    queryFn: ({ signal }) =>
      api<TWebhookDeliveryPage>(`/webhooks/endpoints/${endpointId}/deliveries?page=${page}`, {
        signal,
      }),
  });

/**
 * The page asked for, asked again every 5 s while the log is open (a hidden tab waits), the
 * previous page kept on screen while the next one loads.
 */
export function useWebhookDeliveries(endpointId: number, page: number) {
  return useQuery({
    ...webhookDeliveriesQuery(endpointId, page),
    placeholderData: keepPreviousData,
    refetchInterval: DELIVERIES_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}
