import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// What e2e/serve.ts writes about the stand-ins of outside services for the journeys to read, in
// E2E_FACTS_DIR (relative to the repository root, the server's working directory): `reports` for
// the journeys' server, a directory of its own for a journey that starts a server of its own.

export const DEFAULT_FACTS_DIR = process.env.E2E_REPORTS ?? 'reports';
/** The Google Play service accounts the journeys upload. */
export const playAccountsDir = (factsDir: string) => join(factsDir, 'e2e-play');
/** Pebble's issuing root, challtestsrv's management address and our HTTPS port. */
export const pebbleFile = (factsDir: string) => join(factsDir, 'e2e-pebble.json');

const root = fileURLToPath(new URL('..', import.meta.url));

export type TPebbleFacts = { dnsManagementUrl: string; rootPem: string; httpsPort: number };

/** What the custom-domain journeys need of pebble and its DNS server. */
export function pebbleFacts(factsDir = DEFAULT_FACTS_DIR): TPebbleFacts {
  return JSON.parse(readFileSync(resolve(root, pebbleFile(factsDir)), 'utf8'));
}

/** A service account file as an owner would upload it: the trusted publisher, or a stranger. */
export function playAccount(which: 'publisher' | 'stranger') {
  return {
    name: `${which}-service-account.json`,
    mimeType: 'application/json',
    buffer: readFileSync(resolve(root, playAccountsDir(DEFAULT_FACTS_DIR), `${which}.json`)),
  };
}
