import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client';
import { parseEnv } from '../../apps/server/src/env';
import { createSecretBox } from '../../apps/server/src/lib/secrets';
import { createDiskStorage } from '../../apps/server/src/lib/storage';
import { seedProject } from '../../apps/server/src/seed/seed-project';

/**
 * The server's app in this process (requests by `inject`, no network), on PGlite in a temp dir or
 * PostgreSQL with DATABASE_URL, with the demo project seeded as `bench` (its website at
 * bench.localhost) and its owner logged in. `close` removes everything.
 */
export async function inProcessApp() {
  const work = mkdtempSync(join(tmpdir(), 'oc-bench-'));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: work });
  await migrateDatabase(database);
  const storage = createDiskStorage(join(work, 'files'));
  const email = `bench-${randomBytes(3).toString('hex')}@bench.test`;
  await seedProject(database.db, storage, {
    code: `bench-${randomBytes(3).toString('hex')}`,
    name: 'Bench',
    subdomain: 'bench',
    ownerEmail: email,
    ownerPassword: 'bench-password',
  });
  const env = parseEnv({ DATA_DIR: work, CONSOLE_DIST: '/nonexistent' });
  const app = await buildApp({ env, database, storage, secrets: createSecretBox(randomBytes(32)) });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'bench-password' },
  });
  const auth = { authorization: `Bearer ${login.json().result.token}` };
  const close = async () => {
    await app.close();
    await database.close();
    rmSync(work, { recursive: true, force: true });
  };
  return { app, database, auth, close };
}
