import type { TRole } from '@oc/domain/team/roles';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerEnvelope } from './envelope';
import { requireAreas, requireAuthWith, type TAuth, withArea } from './require-auth';

// The guard's own rules, on a bare app whose sessions are a table of tokens (the auth module's
// lookup is handed in, as app.ts does): a route belongs to an area, a role the area is closed to
// is refused in words, and an app with a route behind the login that has no area does not start.

const TOKENS: Record<string, TRole> = {
  ['o'.repeat(20)]: 'owner',
  ['a'.repeat(20)]: 'admin',
  ['m'.repeat(20)]: 'business_manager',
};

async function sessionOf(_db: unknown, token: string): Promise<TAuth | null> {
  const role = TOKENS[token];
  if (!role) return null;
  const businessIds = role === 'business_manager' ? [7] : null;
  return {
    sessionId: 1,
    userId: 1,
    projectId: 1,
    role,
    businessIds,
    user: {
      id: 1,
      email: 'x@example.com',
      name: 'X',
      project: { id: 1, code: 'p', name: 'P' },
      role,
      business_ids: businessIds ?? [],
      language: null,
    },
  };
}

async function appWith(register: (secured: FastifyInstance) => Promise<void>) {
  const app = Fastify();
  app.decorateRequest('auth', null);
  registerEnvelope(app);
  await app.register(async (secured) => {
    secured.addHook('onRequest', requireAuthWith(sessionOf));
    const assertEveryRouteHasArea = requireAreas(secured);
    await register(secured);
    assertEveryRouteHasArea();
  });
  return app;
}

const call = (app: FastifyInstance, role: TRole, url: string) => {
  const token = Object.keys(TOKENS).find((t) => TOKENS[t] === role) ?? '';
  return app.inject({ url, headers: { authorization: `Bearer ${token}` } });
};

describe('the area guard', () => {
  it('lets a role into the areas it opens and refuses the rest in words', async () => {
    const app = await appWith(async (secured) => {
      await secured.register(
        withArea('branding', async (routes: FastifyInstance) => {
          routes.get('/site', async () => 'site');
          routes.get('/orders-here', { config: { area: 'orders' } }, async () => 'orders');
        }),
      );
      await secured.register(
        withArea('businesses', async (routes: FastifyInstance) => {
          routes.get('/business', async () => 'business');
          routes.post('/business', { config: { wholeProject: true } }, async () => 'new');
        }),
      );
    });
    for (const role of ['owner', 'admin'] as const) {
      for (const url of ['/site', '/orders-here', '/business'])
        expect((await call(app, role, url)).statusCode).toBe(200);
    }
    expect((await call(app, 'business_manager', '/orders-here')).statusCode).toBe(200);
    expect((await call(app, 'business_manager', '/business')).statusCode).toBe(200);
    const refused = await call(app, 'business_manager', '/site');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: true,
      result: ["You don't have access to this: ask an owner or an admin of the project."],
    });
    const created = await app.inject({
      method: 'POST',
      url: '/business',
      headers: { authorization: `Bearer ${'m'.repeat(20)}` },
    });
    expect(created.statusCode).toBe(403);
    expect((await app.inject({ url: '/site' })).statusCode).toBe(401);
  });

  it('refuses to build an app with a route behind the login that has no area', async () => {
    await expect(
      appWith(async (secured) => {
        await secured.register(
          withArea('branding', async (r: FastifyInstance) => {
            r.get('/ok', async () => 1);
          }),
        );
        await secured.register(async (r) => {
          r.get('/forgotten', async () => 1);
        });
      }),
    ).rejects.toThrow(/GET \/forgotten/);
  });
});
