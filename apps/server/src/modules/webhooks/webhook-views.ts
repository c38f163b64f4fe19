import type { TWebhookDelivery, TWebhookEndpoint } from '@oc/domain/webhooks/webhook.schema';
import type { TDeliveryRow } from './webhook-deliveries.repository';
import type { TEndpointRow } from './webhook-endpoints.repository';

/** An endpoint as the API answers it: everything but the sealed secret. */
export function endpointOf(row: TEndpointRow): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    failing_since: row.failingSince?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function deliveryOf(row: TDeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event_id: row.eventId,
    event_type: row.eventType,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    last_status_code: row.lastStatusCode,
    last_latency_ms: row.lastLatencyMs,
    last_response_excerpt: row.lastResponseExcerpt,
    last_error: row.lastError,
    attempt_log: row.attemptLog,
    created_at: row.createdAt.toISOString(),
  };
}
