import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { projectId } from './auth';
import { createdAt, id, updatedAt } from './columns';

// The tables the webhooks module owns: only its repositories read or write them
// (docs/product/webhooks.md, docs/decisions/028-webhooks.md).

/**
 * Where the project's events are sent. The signing secret is sealed with the server's secret box:
 * never stored or logged in plain text, shown to the owner once (on create and on rotate).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    projectId: projectId(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the server turned it off (every delivery failed for a day); null when the owner did. */
    disabledReason: text('disabled_reason'),
    /** The first failure since the last success: a day of failures disables the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_project_idx').on(t.projectId, t.id)],
);

/** One attempt at sending a delivery, as the owner's delivery log shows it. */
export type TWebhookAttempt = {
  /** ISO 8601. */
  at: string;
  status_code: number | null;
  error: string | null;
  latency_ms: number;
  response_excerpt: string | null;
};

/**
 * One event sent to one endpoint. `event_id` is the `webhook-id` header: a resend is a new delivery
 * of the same event id and payload, so the receiver can tell it already has it.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    projectId: projectId(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastLatencyMs: integer('last_latency_ms'),
    lastResponseExcerpt: text('last_response_excerpt'),
    lastError: text('last_error'),
    attemptLog: jsonb('attempt_log').$type<TWebhookAttempt[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id)],
);
