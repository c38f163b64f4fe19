import { formatMessage } from '@oc/domain/messages/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loggedLines } from '../../../test/helpers';
import { jobs, projects, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { attemptDelivery } from './attempt-delivery';
import { emitOrderEvent } from './emit-order-event';
import { WEBHOOK_JOB_KIND } from './webhook-job';

// The webhooks API on a real database, without the development allowance: every address must be
// public https. Nothing here is sent over the network: the only attempts made go to addresses the
// guard refuses at delivery time, which fail at once (the real sends are in
// webhooks-delivery.db.integration.test.ts).

const PUBLIC_URL = 'https://93.184.215.14/hooks/orders';
const { lines, stream } = loggedLines();
let t: Awaited<ReturnType<typeof createTestApp>>;
let ours: string;
let theirs: string;
let demo: number;
let other: number;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'trace', stream } });
  ours = await t.login('demo');
  theirs = await t.login('other');
  const rows = await t.database.db.select({ id: projects.id, code: projects.code }).from(projects);
  demo = rows.find((row) => row.code === 'demo')?.id ?? NaN;
  other = rows.find((row) => row.code === 'other')?.id ?? NaN;
});

afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  token = ours,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function createEndpoint(body: object = {}, token = ours) {
  const response = await call(
    'POST',
    '/api/webhooks/endpoints',
    { url: PUBLIC_URL, events: ['order.created'], ...body },
    token,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().result as { id: number; secret: string; url: string };
}

/** Points the endpoint somewhere else behind the API's back, as a DNS change would. */
const pointTo = (id: number, url: string) =>
  t.database.db.update(webhookEndpoints).set({ url }).where(eq(webhookEndpoints.id, id));

const deliveriesOf = (endpointId: number) =>
  t.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.id);

const deps = () => ({
  db: t.database.db,
  secrets: t.app.secrets,
  allowPrivate: false,
  log: quiet,
});

describe('webhook endpoints', () => {
  it('answers the whsec secret on create and rotate only, and stores it sealed', async () => {
    const created = await createEndpoint({ description: 'Kitchen printer' });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(32);
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(row?.secret).not.toContain(created.secret.slice(6));
    expect(t.app.secrets.decrypt(row?.secret ?? '').toString()).toBe(created.secret);

    const answers = [
      await call('GET', '/api/webhooks/endpoints'),
      await call('GET', `/api/webhooks/endpoints/${created.id}`),
      await call('PATCH', `/api/webhooks/endpoints/${created.id}`, { description: 'Till' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('whsec_');
      expect(answer.body).not.toContain('"secret"');
    }
    expect(answers[1]?.json().result).toMatchObject({
      id: created.id,
      url: PUBLIC_URL,
      description: 'Kitchen printer',
      events: ['order.created'],
      enabled: true,
      disabled_reason: null,
    });

    const rotated = await call('POST', `/api/webhooks/endpoints/${created.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const secret = rotated.json().result.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(created.secret);
    const [after] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(t.app.secrets.decrypt(after?.secret ?? '').toString()).toBe(secret);

    // Neither secret reached the log, at any level.
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const s of [created.secret, secret]) {
      expect(log).not.toContain(s);
      expect(log).not.toContain(s.slice(6));
    }
    await call('DELETE', `/api/webhooks/endpoints/${created.id}`);
  });

  it('refuses unknown events, a too long address and an 11th endpoint', async () => {
    const unknown = await call('POST', '/api/webhooks/endpoints', {
      url: PUBLIC_URL,
      events: ['order.deleted'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().result).toContain(formatMessage('WEBHOOK_EVENT_UNKNOWN'));
    const none = await call('POST', '/api/webhooks/endpoints', { url: PUBLIC_URL, events: [] });
    expect(none.json().result).toContain(formatMessage('WEBHOOK_EVENTS_EMPTY'));
    const long = await call('POST', '/api/webhooks/endpoints', {
      url: `${PUBLIC_URL}?${'a'.repeat(2048)}`,
      events: ['order.created'],
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().result).toContain(formatMessage('WEBHOOK_URL_LENGTH'));

    // The other project's endpoints do not count against ours.
    await createEndpoint({}, theirs);
    const made = [];
    for (let i = 0; i < 10; i++) made.push(await createEndpoint());
    const eleventh = await call('POST', '/api/webhooks/endpoints', {
      url: PUBLIC_URL,
      events: ['order.created'],
    });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().result).toEqual([formatMessage('WEBHOOK_ENDPOINTS_COUNT')]);
    for (const e of made) await call('DELETE', `/api/webhooks/endpoints/${e.id}`);
  });

  it('refuses every private, local and reserved address, and http, when saved', async () => {
    const refusedAsPrivate = [
      'https://127.0.0.1/',
      'https://127.1.2.3:8443/x',
      'https://10.1.2.3/',
      'https://172.16.0.1/',
      'https://172.31.255.255/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://100.127.255.254/',
      'https://0.0.0.0/',
      'https://0.1.2.3/',
      'https://224.0.0.1/',
      'https://239.255.255.250/',
      'https://255.255.255.255/',
      'https://[::1]/',
      'https://[::]/',
      'https://[fc00::1]/',
      'https://[fd12:3456::1]/',
      'https://[fe80::1]/',
      'https://[ff02::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://[::ffff:a9fe:a9fe]/',
      'https://[64:ff9b::192.168.0.1]/',
      'https://2130706433/',
      'https://0x7f.1/',
      'https://localhost/',
    ];
    for (const url of refusedAsPrivate) {
      const response = await call('POST', '/api/webhooks/endpoints', {
        url,
        events: ['order.created'],
      });
      expect([url, response.statusCode, response.json().result]).toEqual([
        url,
        400,
        [formatMessage('WEBHOOK_URL_PRIVATE')],
      ]);
    }
    const http = await call('POST', '/api/webhooks/endpoints', {
      url: 'http://93.184.215.14/',
      events: ['order.created'],
    });
    expect(http.json().result).toEqual([formatMessage('WEBHOOK_URL_NOT_HTTPS')]);
    const unknownHost = await call('POST', '/api/webhooks/endpoints', {
      url: 'https://no-such-host.invalid/',
      events: ['order.created'],
    });
    expect(unknownHost.json().result).toEqual([formatMessage('WEBHOOK_URL_UNRESOLVED')]);

    // An edit to a private address is refused the same way, and changes nothing.
    const endpoint = await createEndpoint();
    const patched = await call('PATCH', `/api/webhooks/endpoints/${endpoint.id}`, {
      url: 'https://10.0.0.5/',
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().result).toEqual([formatMessage('WEBHOOK_URL_PRIVATE')]);
    const got = await call('GET', `/api/webhooks/endpoints/${endpoint.id}`);
    expect(got.json().result.url).toBe(PUBLIC_URL);
    await call('DELETE', `/api/webhooks/endpoints/${endpoint.id}`);
  });

  it("answers another project's endpoint and delivery 404, exactly like missing ones", async () => {
    const mine = await createEndpoint();
    await pointTo(mine.id, 'https://127.0.0.1/');
    const test = await call('POST', `/api/webhooks/endpoints/${mine.id}/test`);
    const deliveryId = test.json().result.id as number;
    const missing = await call('GET', '/api/webhooks/endpoints/2147483647', undefined, theirs);
    expect(missing.statusCode).toBe(404);
    const requests: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['GET', `/api/webhooks/endpoints/${mine.id}`],
      ['PATCH', `/api/webhooks/endpoints/${mine.id}`, { description: 'theirs now' }],
      ['POST', `/api/webhooks/endpoints/${mine.id}/rotate-secret`],
      ['POST', `/api/webhooks/endpoints/${mine.id}/test`],
      ['GET', `/api/webhooks/endpoints/${mine.id}/deliveries`],
      ['DELETE', `/api/webhooks/endpoints/${mine.id}`],
    ];
    for (const [method, url, body] of requests) {
      const response = await call(method, url, body, theirs);
      expect([method, url, response.statusCode, response.json()]).toEqual([
        method,
        url,
        404,
        missing.json(),
      ]);
    }
    const resend = await call('POST', `/api/webhooks/deliveries/${deliveryId}/resend`, {}, theirs);
    expect(resend.statusCode).toBe(404);
    expect(resend.json().result).toEqual([formatMessage('WEBHOOK_DELIVERY_NOT_FOUND')]);
    const list = await call('GET', '/api/webhooks/endpoints', undefined, theirs);
    expect(list.json().result.map((e: { id: number }) => e.id)).not.toContain(mine.id);
    // Still ours, unchanged, with its one delivery.
    const got = await call('GET', `/api/webhooks/endpoints/${mine.id}`);
    expect(got.json().result.description).toBe('');
    expect(await deliveriesOf(mine.id)).toHaveLength(1);
    await call('DELETE', `/api/webhooks/endpoints/${mine.id}`);
  });
});

describe('emitOrderEvent', () => {
  it('queues one delivery and job per enabled endpoint subscribed to the type, in the caller transaction', async () => {
    const created = await createEndpoint({ events: ['order.created', 'order.status_changed'] });
    const changesOnly = await createEndpoint({ events: ['order.status_changed'] });
    const off = await createEndpoint({ events: ['order.created'], enabled: false });
    const theirsToo = await createEndpoint({ events: ['order.created'] }, theirs);
    const order = { id: 'ord_1', number: 42, total: 1250 };

    // Rolled back with the caller: no delivery, no job.
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await emitOrderEvent({ db: tx, projectId: demo }, 'order.created', order)).toBe(1);
        throw new Error('the order fails after the event');
      }),
    ).rejects.toThrow('the order fails');
    expect(await deliveriesOf(created.id)).toEqual([]);

    const queued = await t.database.db.transaction((tx) =>
      emitOrderEvent({ db: tx, projectId: demo }, 'order.created', order),
    );
    expect(queued).toBe(1);
    const [delivery] = await deliveriesOf(created.id);
    expect(delivery).toMatchObject({
      projectId: demo,
      eventType: 'order.created',
      status: 'pending',
      attempts: 0,
      payload: { type: 'order.created', data: { order } },
    });
    expect(delivery?.eventId).toMatch(/^msg_[A-Za-z0-9_-]{16,}$/);
    expect(Date.parse(String(delivery?.payload.timestamp))).toBeGreaterThan(Date.now() - 60_000);
    for (const id of [changesOnly.id, off.id, theirsToo.id])
      expect(await deliveriesOf(id)).toEqual([]);
    const queuedJobs = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, WEBHOOK_JOB_KIND), eq(jobs.refId, delivery?.id ?? 0)));
    expect(queuedJobs).toMatchObject([{ state: 'queued', projectId: demo }]);

    expect(
      await emitOrderEvent({ db: t.database.db, projectId: other }, 'order.status_changed', order),
    ).toBe(0);
    for (const e of [created, changesOnly, off])
      await call('DELETE', `/api/webhooks/endpoints/${e.id}`);
    await call('DELETE', `/api/webhooks/endpoints/${theirsToo.id}`, undefined, theirs);
  });

  it('never fails the caller: an event the database refuses is dropped, the order goes on', async () => {
    const endpoint = await createEndpoint();
    const errors: string[] = [];
    const log = { ...quiet, error: (_o: object, m?: string) => errors.push(m ?? '') };
    const committed = await t.database.db.transaction(async (tx) => {
      // A NUL character: text jsonb cannot hold, so the event's insert fails in the database.
      const queued = await emitOrderEvent(
        { db: tx, projectId: demo },
        'order.created',
        { note: 'a\u0000b' },
        { log },
      );
      // The caller's transaction goes on, and what it writes next is committed.
      await tx
        .update(webhookEndpoints)
        .set({ description: 'written after the event' })
        .where(eq(webhookEndpoints.id, endpoint.id));
      return queued;
    });
    expect(committed).toBe(0);
    const got = await call('GET', `/api/webhooks/endpoints/${endpoint.id}`);
    expect(got.json().result.description).toBe('written after the event');
    expect(errors).toEqual(['webhooks: the order event could not be queued']);
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    await call('DELETE', `/api/webhooks/endpoints/${endpoint.id}`);
  });
});

describe('deliveries', () => {
  it('checks the address again at each attempt, retries later, and logs every attempt', async () => {
    const endpoint = await createEndpoint();
    await emitOrderEvent({ db: t.database.db, projectId: demo }, 'order.created', { id: 'o' });
    // The host now leads to this machine: the guard refuses it when sending, too.
    await pointTo(endpoint.id, 'https://127.0.0.1/hook');
    const [delivery] = await deliveriesOf(endpoint.id);
    const now = new Date('2026-11-27T10:00:00Z');
    const first = await attemptDelivery(
      { ...deps(), now: () => now },
      { db: t.database.db, projectId: demo },
      delivery?.id ?? 0,
    );
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Not sent: the address leads to a private or local network.',
      lastStatusCode: null,
    });
    // The first retry comes about 5 seconds later (±20%).
    const wait = (first?.nextAttemptAt?.getTime() ?? 0) - now.getTime();
    expect(wait).toBeGreaterThanOrEqual(4_000);
    expect(wait).toBeLessThanOrEqual(6_000);
    // Another project cannot send it.
    expect(
      await attemptDelivery(deps(), { db: t.database.db, projectId: other }, delivery?.id ?? 0),
    ).toBeNull();

    const page = await call('GET', `/api/webhooks/endpoints/${endpoint.id}/deliveries?page=1`);
    expect(page.statusCode).toBe(200);
    expect(page.json().result).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(page.json().result.items[0]).toMatchObject({
      id: delivery?.id,
      status: 'pending',
      attempt_log: [
        {
          at: now.toISOString(),
          status_code: null,
          error: 'Not sent: the address leads to a private or local network.',
          response_excerpt: null,
        },
      ],
    });
    const empty = await call('GET', `/api/webhooks/endpoints/${endpoint.id}/deliveries?page=2`);
    expect(empty.json().result.items).toEqual([]);

    // Resend: a new delivery of the same event id and payload, listed first.
    const resent = await call('POST', `/api/webhooks/deliveries/${delivery?.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().result).toMatchObject({
      event_id: delivery?.eventId,
      payload: delivery?.payload,
      status: 'pending',
      attempts: 0,
    });
    expect(resent.json().result.id).not.toBe(delivery?.id);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, WEBHOOK_JOB_KIND), eq(jobs.refId, resent.json().result.id)));
    expect(job?.state).toBe('queued');
    const listed = await call('GET', `/api/webhooks/endpoints/${endpoint.id}/deliveries`);
    expect(listed.json().result.items.map((d: { id: number }) => d.id)).toEqual([
      resent.json().result.id,
      delivery?.id,
    ]);
    await call('DELETE', `/api/webhooks/endpoints/${endpoint.id}`);
  });

  it('sends a test now, once, and answers its delivery', async () => {
    const endpoint = await createEndpoint({ enabled: false });
    await pointTo(endpoint.id, 'https://[::ffff:7f00:1]/');
    const test = await call('POST', `/api/webhooks/endpoints/${endpoint.id}/test`);
    expect(test.statusCode).toBe(200);
    expect(test.json().result).toMatchObject({
      event_type: 'webhook.test',
      status: 'failed',
      attempts: 1,
      next_attempt_at: null,
      last_error: 'Not sent: the address leads to a private or local network.',
    });
    expect(test.body).not.toContain('whsec_');
    await call('DELETE', `/api/webhooks/endpoints/${endpoint.id}`);
  });

  it('disables an endpoint whose every delivery failed for a day, and not before', async () => {
    const endpoint = await createEndpoint();
    await pointTo(endpoint.id, 'https://10.0.0.1/');
    const scope = { db: t.database.db, projectId: demo };
    const start = new Date('2026-11-27T10:00:00Z');
    await emitOrderEvent(scope, 'order.created', { id: 'a' });
    await emitOrderEvent(scope, 'order.created', { id: 'b' });
    const [a, b] = await deliveriesOf(endpoint.id);
    await attemptDelivery({ ...deps(), now: () => start }, scope, a?.id ?? 0);
    const failing = (await call('GET', `/api/webhooks/endpoints/${endpoint.id}`)).json().result;
    expect(failing).toMatchObject({ enabled: true, failing_since: start.toISOString() });

    // 23 hours of failures: still on.
    const later = new Date(start.getTime() + 23 * 3600_000);
    await attemptDelivery({ ...deps(), now: () => later }, scope, a?.id ?? 0);
    expect(
      (await call('GET', `/api/webhooks/endpoints/${endpoint.id}`)).json().result.enabled,
    ).toBe(true);
    // A day and a minute: the next failure turns it off, with the reason.
    const dayLater = new Date(start.getTime() + 24 * 3600_000 + 60_000);
    await attemptDelivery({ ...deps(), now: () => dayLater }, scope, b?.id ?? 0);
    const disabled = (await call('GET', `/api/webhooks/endpoints/${endpoint.id}`)).json().result;
    expect(disabled).toMatchObject({
      enabled: false,
      disabled_reason: 'Disabled: every delivery failed for a day.',
    });
    // Its pending deliveries are not sent any more, and no new event is queued for it.
    const next = await attemptDelivery({ ...deps(), now: () => dayLater }, scope, a?.id ?? 0);
    expect(next).toMatchObject({
      status: 'failed',
      lastError: 'Not sent: the endpoint is turned off.',
    });
    expect(await emitOrderEvent(scope, 'order.created', { id: 'c' })).toBe(0);

    // Turned on again by the owner: the reason and the failing clock are cleared.
    const on = await call('PATCH', `/api/webhooks/endpoints/${endpoint.id}`, { enabled: true });
    expect(on.json().result).toMatchObject({
      enabled: true,
      disabled_reason: null,
      failing_since: null,
    });
    await call('DELETE', `/api/webhooks/endpoints/${endpoint.id}`);
  });
});
