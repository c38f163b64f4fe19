import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_USERS } from '../../../test/helpers';
import { loginAttempts, loginKnownClients, sessions } from '../../db/schema';
import {
  ACCOUNT_WINDOW_MINUTES,
  ADDRESS_WINDOW_MINUTES,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  PAIR_BASE_DELAY_SECONDS,
  PAIR_FREE_FAILURES,
  PAIR_MAX_DELAY_SECONDS,
  pairDelaySeconds,
} from './login-limits';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('POST /api/auth/login', () => {
  it('returns a token and the user with their project', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: TEST_USERS.demo,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.error).toBe(false);
    expect(body.result.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.result.user).toMatchObject({
      email: TEST_USERS.demo.email,
      project: { code: 'demo' },
    });
    expect(new Date(body.result.expires_at).getTime()).toBeGreaterThan(Date.now() + 86_400_000);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email: `  ${TEST_USERS.demo.email.toUpperCase()} `,
        password: TEST_USERS.demo.password,
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_USERS.demo.email, password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@demo.test', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: true, result: ['Invalid email or password.'] });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers bad input with 400 and a message, never 500', async () => {
    for (const payload of [
      {},
      { email: 'not-an-email', password: 'x' },
      { email: TEST_USERS.demo.email },
      'plain text',
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect([400, 415]).toContain(response.statusCode);
      expect(response.json().error).toBe(true);
      expect(response.json().result[0]).toEqual(expect.any(String));
    }
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error).toBe(true);
  });

  it('rate-limits repeated failures from one address, even when the right password finally comes', async () => {
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) {
      const r = await attempt(t, { password: `wrong-${i}` });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await attempt(t, {});
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().result[0]).toMatch(/^Too many login attempts\. Please wait \d+ /);
    // Another account is not locked by someone guessing this one.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: TEST_USERS.other,
    });
    expect(other.statusCode).toBe(200);
  });
});

type TAttempt = { password?: string; email?: string; ip?: string; xff?: string; cookie?: string };

/** One login attempt as the demo owner unless told otherwise; the right password by default. */
function attempt(
  app: { app: Awaited<ReturnType<typeof createTestApp>>['app'] },
  { password, email, ip, xff, cookie }: TAttempt,
) {
  const headers: Record<string, string> = {};
  if (xff) headers['x-forwarded-for'] = xff;
  if (cookie) headers.cookie = cookie;
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers,
    payload: {
      email: email ?? TEST_USERS.demo.email,
      password: password ?? TEST_USERS.demo.password,
    },
  });
}

const retryAfter = (r: { headers: Record<string, unknown> }) => Number(r.headers['retry-after']);

/** Moves every recorded failure this many seconds into the past, as if the client had waited. */
async function waitAsIf(seconds: number) {
  await t.database.db
    .update(loginAttempts)
    .set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(secs => ${seconds})` });
}

describe('login limits', () => {
  it('each failure past the free ones doubles the wait of that email and address, up to a cap', async () => {
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) {
      expect((await attempt(t, { password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const blocked = await attempt(t, {});
      expect(blocked.statusCode).toBe(429);
      const seconds = retryAfter(blocked);
      const expected = PAIR_BASE_DELAY_SECONDS * 2 ** round;
      expect(seconds).toBeLessThanOrEqual(expected);
      expect(seconds).toBeGreaterThan(expected - 10);
      const [message] = blocked.json().result as string[];
      expect(message).toMatch(
        seconds < 120
          ? new RegExp(`Please wait ${seconds} seconds`)
          : new RegExp(`Please wait ${Math.ceil(seconds / 60)} minutes`),
      );
      waits.push(seconds);
      // Once the wait is over, one more guess is allowed, and it costs twice as much.
      await waitAsIf(seconds);
      expect((await attempt(t, { password: `wrong-again-${round}` })).statusCode).toBe(401);
    }
    expect(waits[1]).toBeGreaterThan(waits[0] ?? 0);
    expect(waits[2]).toBeGreaterThan(waits[1] ?? 0);
    expect(pairDelaySeconds(PAIR_FREE_FAILURES + 30)).toBe(PAIR_MAX_DELAY_SECONDS);
    // The same address may still try other accounts, and the owner from elsewhere is not held.
    expect(
      (await attempt(t, { email: TEST_USERS.other.email, password: 'x-wrong' })).statusCode,
    ).toBe(401);
    expect((await attempt(t, { ip: '192.0.2.44' })).statusCode).toBe(200);
  });

  it('a burst of attempts sent at once is counted one by one, not let through together', async () => {
    const burst = await Promise.all(
      Array.from({ length: PAIR_FREE_FAILURES + 5 }, (_, i) =>
        attempt(t, { password: `burst-${i}` }),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PAIR_FREE_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('rotating X-Forwarded-For does not bypass the limit when no proxy is trusted', async () => {
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) {
      const r = await attempt(t, { password: `wrong-${i}`, xff: `198.51.100.${i + 1}` });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await attempt(t, { xff: '198.51.100.200' });
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(0);
    const rows = await t.database.db.select({ ip: loginAttempts.ip }).from(loginAttempts);
    expect(new Set(rows.map((r) => r.ip))).toEqual(new Set(['127.0.0.1']));
  });

  it('X-Forwarded-For and X-Forwarded-Proto are honoured from a trusted proxy only', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    try {
      for (let i = 0; i < PAIR_FREE_FAILURES; i++) {
        const r = await attempt(proxied, { password: `wrong-${i}`, xff: '198.51.100.1' });
        expect(r.statusCode).toBe(401);
      }
      expect((await attempt(proxied, { xff: '198.51.100.1' })).statusCode).toBe(429);
      // Behind the proxy, another client is another address: not held by the first one's failures.
      const other = await attempt(proxied, { xff: '198.51.100.2', ip: '10.1.2.3' });
      expect(other.statusCode).toBe(200);
      // A client that is not a listed proxy cannot pick its address by the header.
      for (let i = 0; i < PAIR_FREE_FAILURES; i++) {
        const r = await attempt(proxied, {
          password: `wrong-${i}`,
          ip: '203.0.113.9',
          xff: `198.51.100.${50 + i}`,
        });
        expect(r.statusCode).toBe(401);
      }
      expect((await attempt(proxied, { ip: '203.0.113.9', xff: '198.51.100.99' })).statusCode).toBe(
        429,
      );
      const secure = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.3', 'x-forwarded-proto': 'https' },
        payload: TEST_USERS.demo,
      });
      expect(secure.statusCode).toBe(200);
      expect(String(secure.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('a stranger failing from many addresses does not lock the owner out of a known address or device', async () => {
    const home = await attempt(t, { ip: '192.0.2.10' });
    expect(home.statusCode).toBe(200);
    const setCookie = String(home.headers['set-cookie']);
    expect(setCookie).toMatch(/^oc_device=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).toMatch(/; Path=\/api\/auth/);
    expect(setCookie).not.toMatch(/; Secure/);
    const device = setCookie.split(';')[0] ?? '';

    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      const r = await attempt(t, { password: `guess-${i}`, ip: `203.0.113.${i + 1}` });
      expect(r.statusCode).toBe(401);
    }
    // The ceiling holds against yet another address, even with the right password ...
    const stranger = await attempt(t, { ip: '198.51.100.77' });
    expect(stranger.statusCode).toBe(429);
    expect(retryAfter(stranger)).toBeGreaterThan(ACCOUNT_WINDOW_MINUTES * 60 - 60);
    expect(stranger.json().result[0]).toMatch(/Please wait \d+ minutes/);
    // ... and against a made-up device cookie.
    const forged = await attempt(t, {
      ip: '198.51.100.78',
      cookie: `oc_device=${'A'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(429);
    // The owner keeps logging in from their known address, and with their device from anywhere.
    expect((await attempt(t, { ip: '192.0.2.10' })).statusCode).toBe(200);
    expect(
      (await attempt(t, { ip: '198.51.100.79', cookie: `theme=dark; ${device}` })).statusCode,
    ).toBe(200);
  });

  it('a browser keeps one device row: each login replaces the token it came with', async () => {
    let cookie = '';
    for (let i = 0; i < 3; i++) {
      const r = await attempt(t, { cookie });
      expect(r.statusCode).toBe(200);
      const next = String(r.headers['set-cookie']).split(';')[0] ?? '';
      expect(next).not.toBe(cookie);
      cookie = next;
    }
    const devices = await t.database.db
      .select()
      .from(loginKnownClients)
      .where(eq(loginKnownClients.kind, 'device'));
    expect(devices).toHaveLength(1);
  });

  it('one address has a ceiling across all emails', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const r = await attempt(t, {
        email: `nobody-${i}@demo.test`,
        password: 'wrong-wrong',
        ip: '203.0.113.50',
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await attempt(t, { ip: '203.0.113.50' });
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(ADDRESS_WINDOW_MINUTES * 60 - 60);
    expect((await attempt(t, { ip: '203.0.113.51' })).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me returns the user for a valid token', async () => {
    const token = await t.login();
    const response = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.email).toBe(TEST_USERS.demo.email);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login();
    const rows = await t.database.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('logout ends the session at once, though it was just used (and so kept in memory)', async () => {
    const token = await t.login();
    for (let i = 0; i < 2; i++) {
      const before = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
      expect(before.statusCode).toBe(200);
    }
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('an expired session is refused', async () => {
    const token = await t.login();
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, sessions.userId));
    const response = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: true, result: ['Please log in to continue.'] });
  });

  it('every protected route answers 401 without a valid token', async () => {
    const urls = [
      '/api/auth/me',
      '/api/products',
      '/api/builder/apps/1',
      '/api/sites/1',
      '/api/sites/1/theme',
      '/api/businesses',
      '/api/franchises',
      '/api/configs',
      '/api/configurations',
    ];
    for (const url of urls) {
      for (const headers of [
        {},
        { authorization: 'Bearer not-a-real-token-at-all-xyz' },
        { authorization: 'Basic abc' },
      ]) {
        const response = await t.app.inject({ url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.json().error).toBe(true);
      }
    }
  });
});
