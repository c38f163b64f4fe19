import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// What e2e/serve.ts writes about the stand-ins of outside services for the journeys to read
// (paths relative to the repository root, the server's working directory).

/** The Google Play service accounts the journeys upload. */
export const PLAY_ACCOUNTS_DIR = 'reports/e2e-play';
/** Pebble's issuing root, challtestsrv's management address and our HTTPS port. */
export const PEBBLE_FILE = 'reports/e2e-pebble.json';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What the custom-domain journeys need of pebble and its DNS server. */
export function pebbleFacts(): { dnsManagementUrl: string; rootPem: string; httpsPort: number } {
  return JSON.parse(readFileSync(join(root, PEBBLE_FILE), 'utf8'));
}

/** A service account file as an owner would upload it: the trusted publisher, or a stranger. */
export function playAccount(which: 'publisher' | 'stranger') {
  return {
    name: `${which}-service-account.json`,
    mimeType: 'application/json',
    buffer: readFileSync(join(root, PLAY_ACCOUNTS_DIR, `${which}.json`)),
  };
}
