// The journeys' server: the real one (apps/server/src/main.ts) on a fresh embedded database, with
// Google Play pointed at the local stand-in that speaks its documented API
// (apps/server/src/modules/builds/google-play/fake-google-play.ts): Google Play cannot be reached
// from here. Two service accounts are written for the journeys to upload: one the stand-in trusts
// as the publisher of the demo customer app, one it has never heard of.
// Run by Playwright's webServer: node --import tsx e2e/serve.ts (from the repository root).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import {
  makeServiceAccount,
  startFakeGooglePlay,
} from '../apps/server/src/modules/builds/google-play/fake-google-play';
import { PLAY_ACCOUNTS_DIR } from './play-accounts';

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

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: { ...process.env, GOOGLE_PLAY_API_URL: play.apiUrl, GOOGLE_OAUTH_TOKEN_URL: play.tokenUrl },
  stdio: 'inherit',
});
const stop = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', async (code) => {
  await play.close();
  process.exit(code ?? 0);
});
