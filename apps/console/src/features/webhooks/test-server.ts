import { MESSAGES } from '@oc/domain/messages/messages';
import {
  type TWebhookDelivery,
  type TWebhookEndpoint,
  WEBHOOK_LIMITS,
  WEBHOOK_TEST_EVENT,
  ZWebhookDelivery,
  ZWebhookDeliveryPage,
  ZWebhookEndpoint,
  ZWebhookEndpointCreate,
  ZWebhookEndpointUpdate,
  ZWebhookEndpointWithSecret,
} from '@oc/domain/webhooks/webhook.schema';
import type { Mock } from 'vitest';
import { stubRecordingServer, type TIntercept } from '../../test/recording-server';
import { failure, ok } from '../../test/stub-server';

// The server the Webhooks pages talk to, kept in memory: endpoints checked with the domain's
// schemas and the project's limit, a secret answered only by create and rotate, the delivery log
// paged 20 at a time newest first, and every request recorded (docs/product/api.md#webhooks). Every
// answer is parsed with the domain's schemas, so the pages are tested on what the API can really
// send. Only the network is stubbed; the console runs for real.

const AT = '2026-11-27T10:15:00.000Z';

/** An endpoint as the list answers it; `over` changes any field. */
export function endpointOf(over: Partial<TWebhookEndpoint> = {}): TWebhookEndpoint {
  return {
    id: 1,
    url: 'https://till.example.com/hooks',
    description: 'Till',
    events: ['order.created', 'order.status_changed'],
    enabled: true,
    disabled_reason: null,
    failing_since: null,
    created_at: AT,
    updated_at: AT,
    ...over,
  };
}

/**
 * A delivery of an order event, made an hour ago, that succeeded at its first attempt; `over`
 * changes any field.
 */
export function deliveryOf(over: Partial<TWebhookDelivery> = {}): TWebhookDelivery {
  const at = new Date(Date.now() - 3600_000).toISOString();
  return {
    id: 1,
    endpoint_id: 1,
    event_id: 'msg_1',
    event_type: 'order.created',
    payload: { type: 'order.created', timestamp: at, data: {} },
    status: 'succeeded',
    attempts: 1,
    next_attempt_at: null,
    last_status_code: 200,
    last_latency_ms: 87,
    last_response_excerpt: 'ok',
    last_error: null,
    attempt_log: [{ at, status_code: 200, error: null, latency_ms: 87, response_excerpt: 'ok' }],
    created_at: at,
    ...over,
  };
}

type TOptions = {
  endpoints?: TWebhookEndpoint[];
  deliveries?: TWebhookDelivery[];
  /** The server's own check of an address (private, not https, not found): a message, or null. */
  refuseUrl?: (url: string) => string | null;
  /** What a test event's one attempt comes to. */
  testAttempt?: TWebhookDelivery['attempt_log'][number];
  /** Answers a request before the webhooks do (a held answer, a failure); undefined to go on. */
  intercept?: TIntercept;
};

/** The webhooks' answers, and the layout's (the user, the products, the brand's site). */
export function serveWebhooks({
  endpoints = [endpointOf()],
  deliveries = [],
  refuseUrl = () => null,
  testAttempt = {
    at: AT,
    status_code: 200,
    error: null,
    latency_ms: 120,
    response_excerpt: '{"received":true}',
  },
  intercept,
}: TOptions = {}) {
  const stored = new Map(endpoints.map((e) => [e.id, ZWebhookEndpoint.parse(structuredClone(e))]));
  const log = deliveries.map((d) => ZWebhookDelivery.parse(structuredClone(d)));
  let nextId = Math.max(0, ...endpoints.map((e) => e.id)) + 1;
  let nextDeliveryId = Math.max(0, ...deliveries.map((d) => d.id)) + 1;
  let secrets = 0;
  const newSecret = () => `whsec_c2VjcmV0LW51bWJlci0${++secrets}AAAAAAAAAAAAAAAAAAAAAAAAAA=`;
  const deliver = (delivery: TWebhookDelivery) => {
    log.push(ZWebhookDelivery.parse(delivery));
    return ok(ZWebhookDelivery.parse(structuredClone(delivery)));
  };

  const { requests, fetchMock } = stubRecordingServer(({ method, path, query, body }) => {
    if (path === '/configs')
      return ok({ google_maps_api_key: null, site_url: null, custom_sound: null });

    if (path === '/webhooks/endpoints' && method === 'GET')
      return ok([...stored.values()].map((e) => ZWebhookEndpoint.parse(e)));
    if (path === '/webhooks/endpoints' && method === 'POST') {
      const checked = ZWebhookEndpointCreate.safeParse(body);
      if (!checked.success)
        return {
          status: 400,
          body: { error: true, result: checked.error.issues.map((i) => i.message) },
        };
      const refused = refuseUrl(checked.data.url);
      if (refused) return failure(400, refused);
      if (stored.size >= WEBHOOK_LIMITS.endpoints)
        return failure(400, MESSAGES.WEBHOOK_ENDPOINTS_COUNT);
      const endpoint = endpointOf({
        id: nextId++,
        url: checked.data.url,
        description: checked.data.description ?? '',
        events: checked.data.events,
        enabled: checked.data.enabled ?? true,
      });
      stored.set(endpoint.id, endpoint);
      return {
        status: 201,
        body: {
          error: false,
          result: ZWebhookEndpointWithSecret.parse({ ...endpoint, secret: newSecret() }),
        },
      };
    }

    const resend = /^\/webhooks\/deliveries\/(\d+)\/resend$/.exec(path);
    if (resend && method === 'POST') {
      const original = log.find((d) => d.id === Number(resend[1]));
      if (!original) return failure(404, MESSAGES.WEBHOOK_DELIVERY_NOT_FOUND);
      return deliver({
        ...original,
        id: nextDeliveryId++,
        status: 'pending',
        attempts: 0,
        next_attempt_at: new Date().toISOString(),
        last_status_code: null,
        last_latency_ms: null,
        last_response_excerpt: null,
        last_error: null,
        attempt_log: [],
        created_at: new Date().toISOString(),
      });
    }

    const match = /^\/webhooks\/endpoints\/(\d+)(\/[a-z-]+)?$/.exec(path);
    const endpoint = match ? stored.get(Number(match[1])) : undefined;
    if (!match || !endpoint) return failure(404, MESSAGES.WEBHOOK_ENDPOINT_NOT_FOUND);
    const action = match[2];
    if (!action && method === 'GET') return ok(ZWebhookEndpoint.parse(endpoint));
    if (!action && method === 'DELETE') {
      stored.delete(endpoint.id);
      return ok(null);
    }
    if (!action && method === 'PATCH') {
      const checked = ZWebhookEndpointUpdate.safeParse(body);
      if (!checked.success)
        return {
          status: 400,
          body: { error: true, result: checked.error.issues.map((i) => i.message) },
        };
      const refused = checked.data.url ? refuseUrl(checked.data.url) : null;
      if (refused) return failure(400, refused);
      Object.assign(endpoint, checked.data, {
        updated_at: new Date().toISOString(),
        ...(checked.data.enabled !== undefined
          ? { disabled_reason: null, failing_since: null }
          : {}),
      });
      return ok(ZWebhookEndpoint.parse(endpoint));
    }
    if (action === '/rotate-secret' && method === 'POST')
      return ok(ZWebhookEndpointWithSecret.parse({ ...endpoint, secret: newSecret() }));
    if (action === '/test' && method === 'POST') {
      const succeeded =
        testAttempt.status_code !== null &&
        testAttempt.status_code >= 200 &&
        testAttempt.status_code < 300;
      return deliver({
        id: nextDeliveryId++,
        endpoint_id: endpoint.id,
        event_id: `msg_test_${nextDeliveryId}`,
        event_type: WEBHOOK_TEST_EVENT,
        payload: { type: WEBHOOK_TEST_EVENT, timestamp: AT, data: { message: 'Test' } },
        status: succeeded ? 'succeeded' : 'failed',
        attempts: 1,
        next_attempt_at: null,
        last_status_code: testAttempt.status_code,
        last_latency_ms: testAttempt.latency_ms,
        last_response_excerpt: testAttempt.response_excerpt,
        last_error: testAttempt.error,
        attempt_log: [testAttempt],
        created_at: new Date().toISOString(),
      });
    }
    if (action === '/deliveries' && method === 'GET') {
      const page = Number(query.get('page') ?? 1);
      const size = WEBHOOK_LIMITS.deliveriesPageSize;
      const found = log
        .filter((d) => d.endpoint_id === endpoint.id)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      return ok(
        ZWebhookDeliveryPage.parse({
          items: found.slice((page - 1) * size, page * size),
          total: found.length,
          page,
          page_size: size,
        }),
      );
    }
    return failure(404, MESSAGES.WEBHOOK_ENDPOINT_NOT_FOUND);
  }, intercept);

  return {
    requests,
    fetchMock: fetchMock as Mock,
    /** The endpoint as the server now holds it. */
    stored: (id: number) => stored.get(id),
    /** A delivery the job workers record meanwhile: the next poll of the log shows it. */
    record: (delivery: TWebhookDelivery) => log.push(ZWebhookDelivery.parse(delivery)),
    /** The requests that changed something (not GET), as `METHOD path` and their bodies. */
    writes: () =>
      requests
        .filter((r) => r.method !== 'GET')
        .map((r) => ({ call: `${r.method} ${r.path}`, body: r.body })),
    /** The pages of the log asked for, in order. */
    logPages: (endpointId: number) =>
      requests
        .filter((r) => r.path === `/api/webhooks/endpoints/${endpointId}/deliveries`)
        .map((r) => r.query.get('page')),
  };
}
