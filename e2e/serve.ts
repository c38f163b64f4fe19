// The journeys' server: the real one (apps/server/src/main.ts) on a fresh embedded database, with
// the outside services it talks to replaced by local stand-ins:
// - Google Play: a stand-in that speaks its documented API
//   (apps/server/src/modules/builds/google-play/fake-google-play.ts). Two service accounts are
//   written for the journeys to upload: one it trusts as the publisher of the demo customer app,
//   one it has never heard of.
// - Let's Encrypt and the world's DNS: Debian's pebble (an ACME certificate authority) and
//   pebble-challtestsrv (a DNS server the journeys set records in), apps/server/test/pebble.ts.
//   What the journeys need of them is written to reports/e2e-pebble.json.
// Run by Playwright's webServer: node --import tsx e2e/serve.ts (from the repository root).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import {
  makeServiceAccount,
  startFakeGooglePlay,
} from '../apps/server/src/modules/builds/google-play/fake-google-play';
import { startPebble } from '../apps/server/test/pebble';
import { PEBBLE_FILE, PLAY_ACCOUNTS_DIR } from './outside-services';

const PORT = Number(process.env.PORT);
const HTTPS_PORT = Number(process.env.HTTPS_PORT);

rmSync('reports/e2e-data', { recursive: true, force: true });
mkdirSync(PLAY_ACCOUNTS_DIR, { recursive: true });
const publisher = await makeServiceAccount('publisher@demo-eats.iam.gserviceaccount.com');
const stranger = await makeServiceAccount('stranger@elsewhere.iam.gserviceaccount.com');
writeFileSync(`${PLAY_ACCOUNTS_DIR}/publisher.json`, publisher.json);
writeFileSync(`${PLAY_ACCOUNTS_DIR}/stranger.json`, stranger.json);
const play = await startFakeGooglePlay({
  accounts: { 'publisher@demo-eats.iam.gserviceaccount.com': publisher.publicKeyPem },
  packages: {
    'com.demoeats.customer': { publisher: 'publisher@demo-eats.iam.gserviceaccount.com' },
  },
});

// Pebble validates HTTP-01 challenges on the port our server listens on.
const pebble = await startPebble({ httpPort: PORT });
writeFileSync(
  PEBBLE_FILE,
  JSON.stringify({
    dnsManagementUrl: pebble.dnsManagementUrl,
    rootPem: await pebble.rootPem(),
    httpsPort: HTTPS_PORT,
  }),
);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    GOOGLE_PLAY_API_URL: play.apiUrl,
    GOOGLE_OAUTH_TOKEN_URL: play.tokenUrl,
    ACME_DIRECTORY_URL: pebble.directoryUrl,
    ACME_CA_FILE: pebble.caFile,
    DNS_RESOLVER: pebble.dnsServer,
    DOMAIN_RECHECK_SECONDS: '1',
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
