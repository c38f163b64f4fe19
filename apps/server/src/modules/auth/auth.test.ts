import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_USERS } from '../../../test/helpers';
import { sessions } from '../../db/schema';
import { MAX_FAILURES_PER_EMAIL } from './auth.service';

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

  it('rate-limits repeated failures, even when the right password finally comes', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: TEST_USERS.demo.email, password: `wrong-${i}` },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: TEST_USERS.demo,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().result[0]).toMatch(/Too many login attempts/);
    // Another account is not locked by someone guessing this one.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: TEST_USERS.other,
    });
    expect(other.statusCode).toBe(200);
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

  it('logout ends the session', async () => {
    const token = await t.login();
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
