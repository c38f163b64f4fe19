import { z } from 'zod';
import { ZId } from '../api/ids.schema';
import { MESSAGES } from '../messages/messages';

// Webhooks: the project's orders sent, signed, to software the owner runs
// (docs/product/webhooks.md, in the Standard Webhooks form).

/** The events an endpoint may subscribe to. `webhook.test` is only sent by the Send test button. */
export const WEBHOOK_EVENTS = ['order.created', 'order.status_changed'] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_LIMITS = {
  endpoints: 10,
  url: 2048,
  description: 255,
  deliveriesPageSize: 20,
} as const;

const ZUrl = z
  .string()
  .trim()
  .max(WEBHOOK_LIMITS.url, MESSAGES.WEBHOOK_URL_LENGTH)
  // The shape only; the server parses it and checks where it leads (safe-target.ts).
  .regex(/^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i, MESSAGES.WEBHOOK_URL_FORMAT);

const ZEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { error: MESSAGES.WEBHOOK_EVENT_UNKNOWN }))
  .min(1, MESSAGES.WEBHOOK_EVENTS_EMPTY)
  // Each event once: an endpoint subscribed twice still gets one delivery.
  .transform((events) => [...new Set(events)]);

const FIELDS = {
  url: ZUrl,
  description: z
    .string()
    .trim()
    .max(WEBHOOK_LIMITS.description, MESSAGES.THE_DESCRIPTION_CAN_HAVE_AT_MOST_255_CHARACTERS),
  events: ZEvents,
  enabled: z.boolean(),
};

/** POST /api/webhooks/endpoints: the address and the events; a description if the owner likes. */
export const ZWebhookEndpointCreate = z
  .strictObject(FIELDS)
  .partial()
  .required({ url: true, events: true });
export type TWebhookEndpointCreate = z.infer<typeof ZWebhookEndpointCreate>;

/** PATCH /api/webhooks/endpoints/{endpointId}: only the fields sent change. */
export const ZWebhookEndpointUpdate = z
  .strictObject(FIELDS)
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: MESSAGES.NOTHING_TO_SAVE });
export type TWebhookEndpointUpdate = z.infer<typeof ZWebhookEndpointUpdate>;

/** An endpoint as the console lists it: never its secret. */
export const ZWebhookEndpoint = z.object({
  id: z.number(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why the server turned it off; null when it is on or the owner turned it off. */
  disabled_reason: z.string().nullable(),
  /** ISO 8601: the first failure since the last success, null when the last delivery succeeded. */
  failing_since: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/** The answer of create and rotate: the only two times the signing secret is shown. */
export const ZWebhookEndpointWithSecret = ZWebhookEndpoint.extend({
  /** `whsec_` and the base64 of the key's bytes (Standard Webhooks). */
  secret: z.string(),
});
export type TWebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

export const ZWebhookAttempt = z.object({
  at: z.string(),
  status_code: z.number().nullable(),
  error: z.string().nullable(),
  latency_ms: z.number(),
  response_excerpt: z.string().nullable(),
});

export const ZWebhookDelivery = z.object({
  id: z.number(),
  endpoint_id: z.number(),
  /** The `webhook-id` header: the same for a resend of the same event. */
  event_id: z.string(),
  event_type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  last_status_code: z.number().nullable(),
  last_latency_ms: z.number().nullable(),
  last_response_excerpt: z.string().nullable(),
  last_error: z.string().nullable(),
  /** Every attempt, oldest first. */
  attempt_log: z.array(ZWebhookAttempt),
  created_at: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveriesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const ZWebhookDeliveryPage = z.object({
  items: z.array(ZWebhookDelivery),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;

export const ZWebhookEndpointIdParams = z.object({ endpointId: ZId });
export const ZWebhookDeliveryIdParams = z.object({ deliveryId: ZId });
