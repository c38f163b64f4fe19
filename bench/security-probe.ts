// The security probes as a repeatable script: two projects, every route of the OpenAPI document,
// malformed and hostile requests (ids, text, JSON, multipart, uploads, other tenant's rows). Prints
// routes fuzzed, requests, 5xx and leaks; never passes or fails. `npm test` runs the same fuzzer
// with a fixed seed (apps/server/src/security/fuzz.db.test.ts); here the seed changes each run unless
// given. Run: node --import tsx bench/security-probe.ts   (PROBE_SEED, PROBE_PER_ROUTE,
// DATABASE_URL)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { parseEnv } from '../apps/server/src/env';
import { createSecretBox } from '../apps/server/src/lib/secrets';
import { createDiskStorage } from '../apps/server/src/lib/storage';
import { idPoolsOf, probe, routesOf } from '../apps/server/test/fuzz/request-fuzzer';
import { multipartForm, pngOf } from '../apps/server/test/multipart-form';
import { prepareTemplate, TEST_USERS } from '../apps/server/test/template';

const seed = Number(process.env.PROBE_SEED ?? randomBytes(4).readUInt32LE());
const perRoute = Number(process.env.PROBE_PER_ROUTE ?? 500);
const work = mkdtempSync(join(tmpdir(), 'oc-probe-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: work });
const storage = createDiskStorage(join(work, 'files'));
await prepareTemplate(database, storage);
const app = await buildApp({
  env: parseEnv({ DATA_DIR: work, CONSOLE_DIST: '/nonexistent' }),
  database,
  storage,
  secrets: createSecretBox(randomBytes(32)),
});
await app.ready();

async function login(who: keyof typeof TEST_USERS) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: TEST_USERS[who],
  });
  return response.json().result.token as string;
}
const tokens = { ours: await login('demo'), theirs: await login('other') };
const pools = await idPoolsOf(app, tokens);
const form = await multipartForm({ target: 'logo' }, [
  { name: 'logo.png', type: 'image/png', bytes: await pngOf(64, 64) },
]);
const upload = await app.inject({
  method: 'POST',
  url: `/api/sites/${pools.sites.theirs[0]}/images`,
  headers: { authorization: `Bearer ${tokens.theirs}`, 'content-type': form.contentType },
  payload: form.payload,
});
pools.theirFileUrl = upload.json().result.url;

const routes = routesOf(app.swagger() as never);
const started = performance.now();
const result = await probe(app, routes, { seed, perRoute, pools, tokens });
const seconds = (performance.now() - started) / 1000;

console.log(`database:      ${database.kind}`);
console.log(`seed:          ${seed}  (PROBE_SEED=${seed} repeats this run)`);
console.log(`routes fuzzed: ${result.routes}`);
console.log(`requests:      ${result.requests} in ${seconds.toFixed(1)} s`);
console.log(`statuses:      ${JSON.stringify(result.statuses)}`);
console.log(`5xx:           ${result.serverErrors.length}`);
console.log(`leaks:         ${result.leaks.length}`);
for (const found of [...result.serverErrors, ...result.leaks].slice(0, 20)) {
  console.log(
    `  ${found.status} ${found.summary.slice(0, 160)}\n      ${found.body.slice(0, 200)}`,
  );
}

await app.close();
await database.close();
rmSync(work, { recursive: true, force: true });
