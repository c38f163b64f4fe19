import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/helpers';
import { projects, webhookDeliveries } from '../../db/schema';
import type { TJobWorkers } from '../jobs/jobs.types';
import { startJobWorkers } from '../jobs/start-job-workers';
import { attemptDelivery } from './attempt-delivery';
import { emitOrderEvent } from './emit-order-event';
import { postWebhook } from './post-webhook';
import { webhookJobHandler } from './webhook-job';

// Real deliveries to receivers listening on loopback, which the development allowance
// (WEBHOOKS_ALLOW_PRIVATE) lets webhooks reach. Retries are driven by calling the attempt again with
// a clock moved on, never by waiting for them.

type TReceived = { headers: IncomingHttpHeaders; body: string; path: string };
type TAnswer = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

/** A receiver answering each request with the next of `answers` (the last one repeats). */
async function receiver(answers: TAnswer[]) {
  const received: TReceived[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        path: req.url ?? '',
      });
      const answer = answers[Math.min(received.length - 1, answers.length - 1)] ?? { status: 200 };
      if (answer === 'hang') return;
      res.writeHead(answer.status, answer.headers ?? {});
      res.end(answer.body ?? 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return { received, url: `http://127.0.0.1:${port}/hooks`, port };
}

/**
 * Verifies a message as the Standard Webhooks specification tells a receiver to: the signature is
 * the base64 HMAC-SHA256 of "id.timestamp.body" with the base64-decoded part of the whsec secret,
 * one of the space-separated "v1,<sig>" entries, and the timestamp within 5 minutes of now.
 */
function verifyStandardWebhook(secret: string, message: TReceived): boolean {
  const id = message.headers['webhook-id'];
  const timestamp = message.headers['webhook-timestamp'];
  const signatures = message.headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string')
    return false;
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60)
    return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${message.body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

const servers: Server[] = [];
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let demo: number;
let workers: TJobWorkers | null = null;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
  token = await t.login('demo');
  const rows = await t.database.db.select({ id: projects.id, code: projects.code }).from(projects);
  demo = rows.find((row) => row.code === 'demo')?.id ?? NaN;
});

afterEach(async () => {
  await workers?.stop();
  workers = null;
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

afterAll(async () => {
  await t.close();
});

const deps = () => ({ db: t.database.db, secrets: t.app.secrets, allowPrivate: true, log: quiet });
const scope = () => ({ db: t.database.db, projectId: demo });

async function createEndpoint(url: string, events = ['order.created', 'order.status_changed']) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/endpoints',
    headers: bearer(token),
    payload: { url, events },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().result as { id: number; secret: string };
}

const deliveriesOf = (endpointId: number) =>
  t.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.id);

async function waitFor(cond: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  const until = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error(`waitFor: ${what} not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('webhook deliveries to a real receiver', () => {
  it('delivers an emitted order event through the job workers, signed as Standard Webhooks says', async () => {
    const r = await receiver([{ status: 204, body: '' }]);
    const endpoint = await createEndpoint(r.url);
    workers = startJobWorkers(t.database.db, [webhookJobHandler(deps())], {
      count: 1,
      leaseMs: 30_000,
      pollMs: 50,
      log: quiet,
    });
    const order = { id: 'ord_42', number: 42, total: 1250, status: 'received' };
    expect(await emitOrderEvent(scope(), 'order.created', order)).toBe(1);
    await waitFor(() => r.received.length === 1, 'the receiver got the event');
    const [message] = r.received;
    if (!message) throw new Error('no message');
    expect(verifyStandardWebhook(endpoint.secret, message)).toBe(true);
    // A wrong secret, or a body changed on the way, does not verify.
    expect(verifyStandardWebhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, message)).toBe(
      false,
    );
    expect(verifyStandardWebhook(endpoint.secret, { ...message, body: `${message.body} ` })).toBe(
      false,
    );
    expect(message.headers['content-type']).toBe('application/json');
    expect(message.headers['webhook-id']).toMatch(/^msg_/);
    expect(JSON.parse(message.body)).toMatchObject({ type: 'order.created', data: { order } });
    await waitFor(
      async () => (await deliveriesOf(endpoint.id))[0]?.status === 'succeeded',
      'the delivery marked succeeded',
    );
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({
      attempts: 1,
      lastStatusCode: 204,
      lastError: null,
      nextAttemptAt: null,
    });
  });

  it('sends a test event now and signs with the rotated secret only', async () => {
    const r = await receiver([{ status: 200, body: '{"received":true}' }]);
    const endpoint = await createEndpoint(r.url);
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpoint.id}/test`,
      headers: bearer(token),
    });
    expect(test.json().result).toMatchObject({
      event_type: 'webhook.test',
      status: 'succeeded',
      last_status_code: 200,
      last_response_excerpt: '{"received":true}',
    });
    expect(verifyStandardWebhook(endpoint.secret, r.received[0] as TReceived)).toBe(true);

    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpoint.id}/rotate-secret`,
      headers: bearer(token),
    });
    const secret = rotated.json().result.secret as string;
    await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpoint.id}/test`,
      headers: bearer(token),
    });
    const second = r.received[1] as TReceived;
    expect(verifyStandardWebhook(secret, second)).toBe(true);
    expect(verifyStandardWebhook(endpoint.secret, second)).toBe(false);
  });

  it('gets the event to a receiver that fails twice on the third attempt, on the retry schedule', async () => {
    const r = await receiver([{ status: 500, body: 'down' }, { status: 503 }, { status: 200 }]);
    const endpoint = await createEndpoint(r.url);
    await emitOrderEvent(scope(), 'order.status_changed', { id: 'o', status: 'accepted' });
    const [delivery] = await deliveriesOf(endpoint.id);
    const id = delivery?.id ?? 0;
    let now = new Date();
    const first = await attemptDelivery({ ...deps(), now: () => now }, scope(), id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(first?.lastResponseExcerpt).toBe('down');
    const firstWait = (first?.nextAttemptAt?.getTime() ?? 0) - now.getTime();
    expect(firstWait).toBeGreaterThanOrEqual(4_000);
    expect(firstWait).toBeLessThanOrEqual(6_000);

    now = first?.nextAttemptAt ?? now;
    const second = await attemptDelivery({ ...deps(), now: () => now }, scope(), id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: 503 });
    const secondWait = (second?.nextAttemptAt?.getTime() ?? 0) - now.getTime();
    expect(secondWait).toBeGreaterThanOrEqual(4 * 60_000);
    expect(secondWait).toBeLessThanOrEqual(6 * 60_000);

    now = second?.nextAttemptAt ?? now;
    const third = await attemptDelivery({ ...deps(), now: () => now }, scope(), id);
    expect(third).toMatchObject({ status: 'succeeded', attempts: 3, lastStatusCode: 200 });
    expect(third?.attemptLog.map((a) => a.status_code)).toEqual([500, 503, 200]);
    // Each attempt carried the same event id, each verified.
    expect(new Set(r.received.map((m) => m.headers['webhook-id']))).toEqual(
      new Set([delivery?.eventId]),
    );
    expect(r.received.every((m) => verifyStandardWebhook(endpoint.secret, m))).toBe(true);
    // Sent: no further attempt happens.
    expect(await attemptDelivery(deps(), scope(), id)).toBeNull();
    expect(r.received).toHaveLength(3);
  });

  it('does not follow a redirect, even to this machine: the 3xx is a failed attempt', async () => {
    const target = await receiver([{ status: 200 }]);
    const r = await receiver([
      { status: 302, headers: { location: `${target.url}/stolen` }, body: 'moved' },
    ]);
    const endpoint = await createEndpoint(r.url);
    await emitOrderEvent(scope(), 'order.created', { id: 'o' });
    const [delivery] = await deliveriesOf(endpoint.id);
    const after = await attemptDelivery(deps(), scope(), delivery?.id ?? 0);
    expect(after).toMatchObject({
      status: 'pending',
      lastStatusCode: 302,
      lastError: 'A redirect (302) is not followed: give the final address of your endpoint.',
    });
    expect(r.received).toHaveLength(1);
    expect(target.received).toHaveLength(0);
  });

  it('keeps the first 500 characters of an answer, and gives up on one that never comes', async () => {
    const long = await receiver([{ status: 400, body: 'é'.repeat(3000) }]);
    const endpoint = await createEndpoint(long.url);
    await emitOrderEvent(scope(), 'order.created', { id: 'o' });
    const [delivery] = await deliveriesOf(endpoint.id);
    const after = await attemptDelivery(deps(), scope(), delivery?.id ?? 0);
    expect(after?.lastResponseExcerpt).toBe('é'.repeat(500));
    expect(after?.lastError).toBe('Your endpoint answered 400.');

    const silent = await receiver(['hang']);
    const started = Date.now();
    const outcome = await postWebhook(
      { url: new URL(silent.url), address: '127.0.0.1', family: 4 },
      {},
      '{}',
      300,
    );
    expect(outcome).toMatchObject({ statusCode: null, error: 'No answer within 0.3 seconds.' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('connects to the address that was checked, whatever the host name resolves to now', async () => {
    const r = await receiver([{ status: 200 }]);
    // A name no DNS answers: the request still reaches the pinned address, so DNS is never asked.
    const outcome = await postWebhook(
      { url: new URL(`http://rebinding.invalid:${r.port}/x`), address: '127.0.0.1', family: 4 },
      {},
      '{}',
    );
    expect(outcome).toMatchObject({ statusCode: 200, error: null });
    expect(r.received[0]?.headers.host).toBe(`rebinding.invalid:${r.port}`);
  });
});
