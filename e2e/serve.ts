// The journeys' server: the real one, compiled as `npm start` runs it (apps/server/dist/main.js,
// made by `npm run build`), on a fresh embedded database, with the outside services it talks to
// replaced by local stand-ins:
// - Google Play: a stand-in that speaks its documented API
//   (apps/server/src/modules/builds/google-play/fake-google-play.ts). Two service accounts are
//   written for the journeys to upload: one it trusts as the publisher of the demo customer app,
//   one it has never heard of.
// - Let's Encrypt and the world's DNS: Debian's pebble (an ACME certificate authority) and
//   pebble-challtestsrv (a DNS server the journeys set records in), apps/server/test/pebble.ts.
// What the journeys need of them is written to E2E_FACTS_DIR (e2e/outside-services.ts).
// The database holds two accounts: the owner's demo project, as `npm start` creates it, and a
// rival's (E2E_RIVAL_EMAIL), for journeys about what one account must not reach of another's.
// Run by Playwright's webServer: node --import tsx e2e/serve.ts (from the repository root); a
// journey that needs a server of its own (e2e/second-server.ts) runs it with other ports and
// directories, and E2E_CERTIFICATE_SECONDS for certificates that expire during the journey.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { parseEnv } from '../apps/server/src/env';
import {
  makeServiceAccount,
  startFakeGooglePlay,
} from '../apps/server/src/modules/builds/google-play/fake-google-play';
import { openFileStorage } from '../apps/server/src/modules/files/open-file-storage';
import { DEMO_PROJECT, seedProject } from '../apps/server/src/seed/seed-project';
import { startPebble } from '../apps/server/test/pebble';
import { DEFAULT_FACTS_DIR, pebbleFile, playAccountsDir } from './outside-services';

if (!process.env.DATA_DIR) throw new Error('serve.ts: set DATA_DIR (it is emptied first)');
const SERVER = 'apps/server/dist/main.js';
if (!existsSync(SERVER)) throw new Error(`serve.ts: ${SERVER} is missing: run \`npm run build\``);
const env = parseEnv(process.env);
const FACTS_DIR = process.env.E2E_FACTS_DIR ?? DEFAULT_FACTS_DIR;
const CERTIFICATE_SECONDS = Number(process.env.E2E_CERTIFICATE_SECONDS ?? 0) || undefined;

rmSync(env.DATA_DIR, { recursive: true, force: true });
const database = await openDatabase({ dataDir: env.DATA_DIR });
await migrateDatabase(database);
const storage = openFileStorage(env, database.db);
await seedProject(database.db, storage, {
  ...DEMO_PROJECT,
  ownerEmail: env.OWNER_EMAIL,
  ownerPassword: env.OWNER_PASSWORD,
});
await seedProject(database.db, storage, {
  code: 'rival',
  name: 'Rival Bites',
  subdomain: 'rival',
  ownerEmail: process.env.E2E_RIVAL_EMAIL ?? 'rival@e2e.test',
  ownerPassword: process.env.E2E_RIVAL_PASSWORD,
});
await database.close();

const accounts = playAccountsDir(FACTS_DIR);
mkdirSync(accounts, { recursive: true });
const publisher = await makeServiceAccount('publisher@demo-eats.iam.gserviceaccount.com');
const stranger = await makeServiceAccount('stranger@elsewhere.iam.gserviceaccount.com');
writeFileSync(join(accounts, 'publisher.json'), publisher.json);
writeFileSync(join(accounts, 'stranger.json'), stranger.json);
const play = await startFakeGooglePlay({
  accounts: { 'publisher@demo-eats.iam.gserviceaccount.com': publisher.publicKeyPem },
  packages: {
    'com.demoeats.customer': { publisher: 'publisher@demo-eats.iam.gserviceaccount.com' },
  },
});

// Pebble validates HTTP-01 challenges on the port our server listens on.
const pebble = await startPebble({ httpPort: env.PORT, certificateSeconds: CERTIFICATE_SECONDS });
writeFileSync(
  pebbleFile(FACTS_DIR),
  JSON.stringify({
    dnsManagementUrl: pebble.dnsManagementUrl,
    rootPem: await pebble.rootPem(),
    httpsPort: env.HTTPS_PORT,
  }),
);

const server = spawn(process.execPath, ['--enable-source-maps', SERVER], {
  env: {
    ...process.env,
    GOOGLE_PLAY_API_URL: play.apiUrl,
    GOOGLE_OAUTH_TOKEN_URL: play.tokenUrl,
    ACME_DIRECTORY_URL: pebble.directoryUrl,
    ACME_CA_FILE: pebble.caFile,
    DNS_RESOLVER: pebble.dnsServer,
    DOMAIN_RECHECK_SECONDS: '1',
    // The orders journey's webhook receiver listens on loopback: allowed here as in development.
    WEBHOOKS_ALLOW_PRIVATE: '1',
  },
  stdio: 'inherit',
});
const stop = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', async (code) => {
  await Promise.all([play.close(), pebble.stop()]);
  process.exit(code ?? 0);
});
