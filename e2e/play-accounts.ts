import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Where e2e/serve.ts writes the Google Play service accounts the journeys upload (relative to the
// repository root, the server's working directory).
export const PLAY_ACCOUNTS_DIR = 'reports/e2e-play';

/** A service account file as an owner would upload it: the trusted publisher, or a stranger. */
export function playAccount(which: 'publisher' | 'stranger') {
  const root = fileURLToPath(new URL('..', import.meta.url));
  return {
    name: `${which}-service-account.json`,
    mimeType: 'application/json',
    buffer: readFileSync(join(root, PLAY_ACCOUNTS_DIR, `${which}.json`)),
  };
}
