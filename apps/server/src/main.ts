import type { Server } from 'node:https';
import { join } from 'node:path';
import { buildApp } from './app';
import { migrateDatabase, openDatabase, refreshPlannerStatistics } from './db/client';
import { unavailableReason } from './db/unavailable';
import { defaultSiteUrl, EnvError, parseEnv } from './env';
import { closeHttps, createHttpsServer, listenHttps } from './https-server';
import { createSecretBox, loadSecretKey } from './lib/secrets';
import { buildJobHandler } from './modules/builds/build-worker';
import { createTlsContexts } from './modules/certificates/tls-contexts';
import { certificateJobHandler } from './modules/domains/certificate-job';
import { openFileStorage } from './modules/files/open-file-storage';
import type { TJobWorkers } from './modules/jobs/jobs.types';
import { startJobWorkers } from './modules/jobs/start-job-workers';
import { webhookJobHandler } from './modules/webhooks/webhook-job';
import { DEMO_PROJECT, isDatabaseEmpty, seedProject } from './seed/seed-project';

/** A stopping process closes its listener once nobody has connected for this long (handOver). */
const HANDOVER_QUIET_MS = 500;
/** ... or after this long, whatever comes. */
const HANDOVER_MAX_MS = 5_000;

async function main() {
  const env = parseEnv(process.env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateDatabase(database);
  const storage = openFileStorage(env, database.db);
  const secrets = createSecretBox(loadSecretKey(env.SECRET_KEY, join(env.DATA_DIR, 'secret.key')));
  // Started once the app exists (they log through it); a request that queues a job wakes them.
  let jobWorkers: TJobWorkers | null = null;
  // Set as the process begins to stop: /api/ready answers 503 from then on.
  let closing = false;
  // Set after the drain, until the listener closes: a GET or HEAD is answered 503 (handOver).
  let handingOver = false;
  // When the HTTP listener last took a connection.
  let lastConnectionAt = 0;
  const app = await buildApp({
    env,
    database,
    storage,
    secrets,
    workers: env.WORKERS > 0 ? { wake: () => jobWorkers?.wake() } : null,
    isStopping: () => closing,
    isHandingOver: () => handingOver,
    logger: {
      level: env.LOG_LEVEL,
      // Tokens and passwords never reach the logs.
      redact: ['req.headers.authorization', 'req.body.password', '*.password'],
    },
  });

  if (await isDatabaseEmpty(database.db)) {
    const { password } = await seedProject(database.db, storage, {
      ...DEMO_PROJECT,
      ownerEmail: env.OWNER_EMAIL,
      ownerPassword: env.OWNER_PASSWORD,
    });
    const shown = env.OWNER_PASSWORD
      ? '(the OWNER_PASSWORD you set)'
      : `${password}  (generated; shown only this once)`;
    process.stdout.write(
      `\nCreated the demo project. Log in at http://localhost:${env.PORT}/login\n  Email:    ${env.OWNER_EMAIL}\n  Password: ${shown}\n  Website:  ${defaultSiteUrl(env, 'demo')}\n\n`,
    );
  }

  await refreshPlannerStatistics(database);

  // docs/design.md#jobs: WORKERS=0 makes an API-only process; its queued builds wait for a process
  // that has workers, on the same database.
  if (env.WORKERS > 0) {
    jobWorkers = startJobWorkers(
      database.db,
      [
        buildJobHandler({ db: database.db, storage, secrets, env, log: app.log }),
        certificateJobHandler({ db: database.db, env, secrets, log: app.log }),
        webhookJobHandler({
          db: database.db,
          secrets,
          allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
          log: app.log,
        }),
      ],
      { count: env.WORKERS, leaseMs: env.JOB_LEASE_SECONDS * 1000, log: app.log },
    );
  }

  // A rejection nobody awaited. One that only says the database is away (a connection breaking
  // during a restart) must not take the API down with it: requests already answer 503 and the pool
  // reconnects. Anything else is a bug; it is logged and stops the process, as Node would.
  process.on('unhandledRejection', (reason) => {
    const unavailable = unavailableReason(reason);
    if (unavailable !== undefined) {
      app.log.warn({ reason: unavailable }, 'database unavailable (unhandled rejection)');
      return;
    }
    app.log.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });

  let httpsServer: Server | null = null;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // docs/operations.md#rolling-restarts: a balancer that asks /api/ready every few seconds
    // hears 503 and stops sending requests here before the listener closes.
    if (env.SHUTDOWN_DRAIN_SECONDS > 0)
      await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_SECONDS * 1000));
    // Workers first: a running build is given back as queued, so the next start takes it at once.
    await jobWorkers?.stop();
    // The HTTPS listener feeds the app, so it stops before the app closes; app.close() knows only
    // its own HTTP server.
    if (httpsServer) await closeHttps(httpsServer);
    if (env.SHUTDOWN_DRAIN_SECONDS > 0) {
      handingOver = true;
      await handOver();
    }
    // Answers what it was already asked (requests in flight), then closes.
    await app.close();
    await database.close();
    process.exit(0);
  };
  /**
   * docs/operations.md#rolling-restarts. Closing a listener resets the connections the kernel has
   * taken for it but the process has not yet accepted: a request a balancer has just sent there
   * fails (nginx answers 502, and does not send a POST elsewhere once sent). So the listener stays
   * open until nobody has connected for HANDOVER_QUIET_MS: a balancer with health checks stopped
   * sending during the drain; nginx, which has none, gets 503 for its next GET or HEAD, sends that
   * request to another process and, counting the 503 as a failure, none here for its
   * fail_timeout. At most HANDOVER_MAX_MS, for a balancer that sends only POSTs.
   */
  const handOver = async () => {
    const until = Date.now() + HANDOVER_MAX_MS;
    while (Date.now() - lastConnectionAt < HANDOVER_QUIET_MS && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
  app.server.on('connection', () => {
    lastConnectionAt = Date.now();
  });
  // docs/decisions/016-custom-domain-serving.md: custom domains over HTTPS, the certificate chosen
  // per host name (SNI) from those the certificates module issued.
  if (env.HTTPS_PORT !== undefined) {
    const tls = createTlsContexts({ db: database.db, secrets });
    httpsServer = createHttpsServer(app, tls.contextFor);
    const at = await listenHttps(httpsServer, env.HOST, env.HTTPS_PORT);
    app.log.info({ port: at.port }, 'HTTPS listening for custom domains');
  } else {
    // Said once, so the operator knows why owners are told they cannot request a domain.
    app.log.warn(
      'Custom domains are off: set HTTPS_PORT (and, behind a proxy, send port 80 and that port to this server) so certificates can be issued and served; see docs/product/custom-domain.md#what-the-server-needs',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Owner Console failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
