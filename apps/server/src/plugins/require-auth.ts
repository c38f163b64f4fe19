import type { TUser } from '@oc/domain/auth/auth.schema';
import { mayUse, seesAllBusinesses, type TArea, type TRole } from '@oc/domain/team/roles';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import type { TDb } from '../db/client';
import { AppError } from '../lib/app-error';
import type { TScope } from '../lib/scope';

/**
 * Who is calling: their session, user and project, what they may do, and which businesses when
 * their role keeps them to some.
 */
export type TAuth = {
  sessionId: number;
  userId: number;
  projectId: number;
  user: TUser;
  role: TRole;
  /** A business manager's businesses; null for a role that sees all of the project's. */
  businessIds: number[] | null;
};

/** The session of a bearer token, or null: the auth module's, handed in where the hook is made. */
export type TAuthenticate = (db: TDb, token: string) => Promise<TAuth | null>;

/** Which part of the product a route belongs to, so who may call it (team/roles.ts). */
export type TRouteAccess = {
  area: TArea;
  /**
   * The route acts on the whole project rather than on one business (creating, archiving or
   * restoring a business, the franchises): refused to a role kept to some businesses.
   */
  wholeProject?: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuth | null;
  }
  interface FastifyContextConfig {
    /** The route's area: set for a whole module by `withArea` (app.ts), or per route. */
    area?: TArea;
    wholeProject?: boolean;
  }
}

/**
 * Whether a role may call a route: its area is open to the role, and the route does not act on the
 * whole project when the role is kept to some businesses.
 */
export const mayCall = (role: TRole, access: TRouteAccess) =>
  mayUse(role, access.area) && (!access.wholeProject || seesAllBusinesses(role));

/**
 * The onRequest hook for every protected route: a valid bearer token or 401, then a role the
 * route's area is open to or 403 in words (a route with no area is refused to everyone: the app
 * refuses to start with one behind the login, `requireAreas`). The session lookup is passed in
 * (app.ts, auth.routes.ts), so this plugin never imports a module.
 */
export function requireAuthWith(authenticate: TAuthenticate) {
  return async function requireAuth(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
    const auth = match?.[1] ? await authenticate(request.server.db, match[1]) : null;
    if (!auth) throw AppError.of(401, 'PLEASE_LOG_IN');
    request.auth = auth;
    const { area, wholeProject } = request.routeOptions.config;
    if (!area || !mayCall(auth.role, { area, wholeProject: wholeProject ?? false }))
      throw AppError.of(403, 'TEAM_NO_ACCESS');
  };
}

/**
 * A module's routes, each in `area` unless it says otherwise (`config: { area }`, for a module
 * whose routes span areas). The area is also written into the OpenAPI document (`x-area`,
 * `x-whole-project`), so the API's readers see who may call each route.
 */
export function withArea(
  area: TArea,
  // Any module's routes plugin, whatever its type provider.
  routes: (instance: never, options: never) => Promise<void>,
) {
  return async function routesInArea(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const config = { ...route.config, area: route.config?.area ?? area };
      route.config = config;
      const documented: Record<string, unknown> = {
        ...route.schema,
        'x-area': config.area,
        ...(config.wholeProject ? { 'x-whole-project': true } : {}),
      };
      route.schema = documented;
    });
    await app.register(routes as unknown as FastifyPluginAsync);
  };
}

/**
 * Watches the routes registered in `app` (the context behind the login) and answers a check that
 * throws when one has no area: a route no role table covers is never served by mistake.
 */
export function requireAreas(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  return function assertEveryRouteHasArea() {
    const missing = routes.filter((route) => !route.config?.area);
    if (missing.length > 0)
      throw new Error(
        `Every route behind the login belongs to an area (withArea in app.ts, or config: { area }): ${missing
          .map((route) => `${route.method} ${route.url}`)
          .join(', ')}`,
      );
  };
}

/** The caller's session; only valid behind requireAuth. */
export function authOf(request: FastifyRequest): TAuth {
  if (!request.auth) throw AppError.of(401, 'PLEASE_LOG_IN');
  return request.auth;
}

/**
 * The caller's project scope, kept to their businesses for a business manager; only valid behind
 * requireAuth.
 */
export function scopeOf(request: FastifyRequest): TScope {
  const auth = authOf(request);
  return { db: request.server.db, projectId: auth.projectId, businessIds: auth.businessIds };
}
