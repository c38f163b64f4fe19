import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loggedLines } from '../test/helpers';
import { parseEnv } from './env';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the HTTP app', () => {
  it('reports health with the database kind', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      error: false,
      result: {
        status: 'ok',
        database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
      },
    });
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: true, result: ['Not found.'] });
  });

  it('serves OpenAPI built from the zod schemas, and its UI', async () => {
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const doc = spec.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/builder/apps/{appId}', '/api/businesses']),
    );
    expect(
      doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    const ui = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('refuses a file key that is not content-addressed', async () => {
    for (const url of [
      '/files/ab/..%2F..%2Fetc%2Fpasswd',
      '/files/ab/nothex.png',
      `/files/ab/${'a'.repeat(64)}.png`,
    ]) {
      const response = await t.app.inject({ url });
      expect([400, 404]).toContain(response.statusCode);
    }
  });
});

describe('the request log', () => {
  it('has one line per request, when answered, with its path but not its query', async () => {
    const { lines, stream } = loggedLines();
    const logged = await createTestApp({}, { logger: { level: 'info', stream } });
    const app = logged.app;
    try {
      // A signed download link carries its token in the query.
      const secret = 'signed-link-token-0123456789';
      await app.inject({ url: `/api/health?token=${secret}` });
      await app.inject({ url: '/api/nothing-here' });
      const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
      expect(requests).toEqual([
        expect.objectContaining({
          msg: 'request completed',
          req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
        expect.objectContaining({
          req: expect.objectContaining({ url: '/api/nothing-here' }),
          res: { statusCode: 404 },
        }),
      ]);
      expect(lines.join('')).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

describe('parseEnv', () => {
  it('fills the defaults of docs/design.md#environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      PLATFORM_DOMAIN: 'localhost',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one clear message', () => {
    expect(() =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', OWNER_PASSWORD: 'short' }),
    ).toThrow(
      /Invalid environment:\n {2}PORT: .*\n {2}DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/\n {2}OWNER_PASSWORD: must be at least 8 characters/,
    );
  });
});
