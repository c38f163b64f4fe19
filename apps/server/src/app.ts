import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TDatabase, TDb } from './db/client';
import type { TEnv } from './env';
import { AppError } from './lib/app-error';
import { ok } from './lib/envelope';
import { validatorCompiler } from './lib/request-validator';
import type { TSecretBox } from './lib/secrets';
import { SERVER_DIR } from './lib/server-dir';
import type { FileStorage } from './lib/storage';
import { appSettingRoutes, productRoutes } from './modules/apps/apps.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { accountRoutes, passwordResetRoutes, resetLinkRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { authenticate } from './modules/auth/authenticate';
import { invitationRoutes, teamRoutes } from './modules/auth/team.routes';
import { buildRoutes } from './modules/builds/builds.routes';
import { downloadRoutes } from './modules/builds/built-app-download.route';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { acmeChallengeRoutes } from './modules/certificates/certificates.routes';
import { credentialRoutes } from './modules/credentials/credentials.routes';
import { domainRoutes } from './modules/domains/domains.routes';
import { businessImageRoutes } from './modules/files/business-images.routes';
import { fileRoutes, publicFileRoutes } from './modules/files/files.routes';
import { productImageRoutes } from './modules/files/product-images.routes';
import { menuRoutes } from './modules/menus/menus.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { siteRoutes } from './modules/sites/sites.routes';
import { themeRoutes } from './modules/themes/themes.routes';
import { webhookRoutes } from './modules/webhooks/webhooks.routes';
import { businessPreviewRoutes } from './modules/website/business-preview.routes';
import { createCustomDomains } from './modules/website/custom-domains';
import { registerHttpsRedirect } from './modules/website/https-redirect.http';
import { siteHostStrategy } from './modules/website/site-host.http';
import { websiteRoutes } from './modules/website/website.routes';
import { registerCompression } from './plugins/compression';
import { registerConsole } from './plugins/console-static';
import { registerDocs } from './plugins/docs';
import { registerEnvelope } from './plugins/envelope';
import { requireAreas, requireAuthWith, withArea } from './plugins/require-auth';
import { registerSecurityHeaders } from './plugins/security-headers';
import { appReadRoutes } from './reads/app-read.routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: TDb;
    env: TEnv;
    storage: FileStorage;
    secrets: TSecretBox;
    /** This process's job workers (null when WORKERS=0): woken when a job is queued. */
    workers: TWorkers | null;
  }
}

/** What the API needs of the job workers: a nudge that there is work, so none waits for a poll. */
export type TWorkers = { wake(): void };

const DEFAULT_CONSOLE_DIST = join(SERVER_DIR, '..', 'console', 'dist');

export type TBuildAppOptions = {
  env: TEnv;
  database: TDatabase;
  storage: FileStorage;
  secrets: TSecretBox;
  workers?: TWorkers | null;
  logger?: FastifyServerOptions['logger'];
  /**
   * Whether the process has begun to stop (main.ts): `/api/ready` then answers 503 so that a load
   * balancer sends no more requests here, while those already sent are still answered.
   */
  isStopping?: () => boolean;
  /**
   * Whether the stopping process is handing its traffic over (main.ts, after the drain): a GET or
   * HEAD is then answered 503, which a balancer that learns only from failures (nginx) sends to
   * another process and takes as a sign to stop sending here (docs/operations.md#rolling-restarts).
   */
  isHandingOver?: () => boolean;
};

/** Builds the whole HTTP app without listening, so tests (inject) and workers reuse it. */
/**
 * One line per request, written when it is answered, instead of Fastify's two (on arrival and on
 * answer): at info level they took a third of a cached read's throughput. The path is logged
 * without its query, where a signed download link carries its token.
 */
class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    // Nothing to build when the line would not be written (LOG_LEVEL above info).
    const log = reply.log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    if (!error && log.isLevelEnabled?.('info') === false) return;
    const fields = {
      req: { method: request.method, url: request.url.split('?', 1)[0], remoteAddress: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) log.error({ ...fields, err: error }, 'request errored');
    else log.info(fields, 'request completed');
  }
}

export async function buildApp({
  env,
  database,
  storage,
  secrets,
  workers = null,
  logger = false,
  isStopping = () => false,
  isHandingOver = () => false,
}: TBuildAppOptions) {
  // Custom domains are website hosts too; the router asks this in-memory list, filled below before
  // the app serves (docs/decisions/016-custom-domain-serving.md).
  const customDomains = createCustomDomains(database.db, {
    warn: (o, m) => app.log.warn(o, m),
  });
  const app = Fastify({
    logger,
    logController: new RequestLog(),
    // Only listed proxies may set the client's address and protocol (X-Forwarded-*): the login
    // limits count per address and HSTS depends on the protocol.
    trustProxy: env.TRUST_PROXY ?? false,
    bodyLimit: 1024 * 1024,
    // While the process stops, a request that still reaches it (on a connection a balancer opened
    // before) is answered, not refused with 503: a rolling restart loses no save
    // (docs/operations.md#rolling-restarts). Idle connections are closed and the listener stops
    // taking new ones, which a balancer then sends to another process.
    return503OnClosing: false,
    // A website's routes match only on a website's host (docs/decisions/012-website-serving.md).
    routerOptions: { constraints: { siteHost: siteHostStrategy(env, customDomains) } },
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onClose', async () => customDomains.stop());
  await customDomains.refresh();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('env', env);
  app.decorate('storage', storage);
  app.decorate('secrets', secrets);
  app.decorate('workers', workers);
  app.decorateRequest('auth', null);
  // docs/operations.md#rolling-restarts: only a request any other process can answer as well, and
  // a balancer may send again (no body, changes nothing); every other request is still answered.
  app.addHook('onRequest', async (request, reply) => {
    if (!isHandingOver() || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    reply.header('connection', 'close').header('retry-after', '1');
    throw AppError.of(503, 'SERVER_STOPPING');
  });
  await registerCompression(app);
  registerEnvelope(app);
  registerSecurityHeaders(app, env);
  registerHttpsRedirect(app, env, customDomains);
  await app.register(multipart, { throwFileSizeLimit: true });
  await registerDocs(app);

  await app.register(
    async (api) => {
      api.get('/health', { schema: { tags: ['health'], security: [] } }, async () => {
        await database.db.execute(sql`select 1`);
        return ok({ status: 'ok', database: database.kind });
      });
      // A load balancer's health check: 503 from the moment this process begins to stop, and
      // while its database does not answer; else 200.
      api.get('/ready', { schema: { tags: ['health'], security: [] } }, async () => {
        if (isStopping()) throw AppError.of(503, 'SERVER_STOPPING');
        await database.db.execute(sql`select 1`);
        return ok({ status: 'ready' });
      });
      // Signing in is open; the signed-in member's own session is the account area.
      await api.register(withArea('account', authRoutes));
      // A password reset link is opened signed out: the link's token is what admits.
      await api.register(passwordResetRoutes);
      // An invitation link is opened before its invitee has a login: the link's token admits.
      await api.register(invitationRoutes);
      // A download may be opened by a signed link, without a bearer token: it authenticates itself.
      await api.register(withArea('builds', downloadRoutes(authenticate)));
      await api.register(async (secured) => {
        secured.addHook('onRequest', requireAuthWith(authenticate));
        // Each module's routes belong to an area of the product (team/roles.ts), which decides
        // who may call them; a module spanning areas says so per route (config: { area }).
        const assertEveryRouteHasArea = requireAreas(secured);
        await secured.register(withArea('branding', productRoutes));
        await secured.register(withArea('apps', appReadRoutes));
        await secured.register(withArea('apps', appSettingRoutes));
        await secured.register(withArea('credentials', credentialRoutes));
        await secured.register(withArea('branding', siteRoutes));
        await secured.register(withArea('branding', themeRoutes));
        await secured.register(withArea('businesses', catalogueRoutes));
        await secured.register(withArea('businesses', menuRoutes));
        await secured.register(withArea('orders', orderRoutes));
        await secured.register(withArea('branding', fileRoutes));
        await secured.register(withArea('businesses', businessImageRoutes));
        await secured.register(withArea('businesses', productImageRoutes));
        await secured.register(withArea('businesses', businessPreviewRoutes));
        await secured.register(withArea('builds', buildRoutes));
        await secured.register(withArea('domains', domainRoutes));
        await secured.register(withArea('webhooks', webhookRoutes));
        await secured.register(withArea('audit', auditRoutes));
        await secured.register(withArea('account', accountRoutes));
        await secured.register(withArea('team', resetLinkRoutes));
        await secured.register(withArea('team', teamRoutes));
        assertEveryRouteHasArea();
      });
    },
    { prefix: '/api' },
  );
  await app.register(publicFileRoutes);
  // On every host and over plain HTTP, without authentication: the certificate authority asks.
  await app.register(acmeChallengeRoutes);
  await app.register(websiteRoutes(env));
  await registerConsole(app, env.CONSOLE_DIST ?? DEFAULT_CONSOLE_DIST);
  return app;
}
