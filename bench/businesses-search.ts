// Business search at scale: a project with 10,000 businesses, searched through the real API on
// PGlite (or PostgreSQL with DATABASE_URL). Prints latency figures; never passes or fails on time.
// Run: node --import tsx bench/businesses-search.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { parseEnv } from '../apps/server/src/env';
import { createSecretBox } from '../apps/server/src/lib/secrets';
import { createDiskStorage } from '../apps/server/src/lib/storage';
import { seedProject } from '../apps/server/src/seed/seed-project';

const COUNT = Number(process.env.BENCH_BUSINESSES ?? 10_000);
const ROUNDS = 200;
const work = mkdtempSync(join(tmpdir(), 'oc-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: work });
await migrateDatabase(database);
const storage = createDiskStorage(join(work, 'files'));
const t0 = performance.now();
await seedProject(database.db, storage, {
  code: `bench-${randomBytes(3).toString('hex')}`,
  name: 'Bench',
  subdomain: 'bench',
  ownerEmail: `bench-${randomBytes(3).toString('hex')}@bench.test`,
  ownerPassword: 'bench-password',
  extraBusinesses: COUNT - 25,
});
const seedMs = performance.now() - t0;
const env = parseEnv({ DATA_DIR: work, CONSOLE_DIST: '/nonexistent' });
const app = await buildApp({ env, database, storage, secrets: createSecretBox(randomBytes(32)) });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: {
    email: (await database.db.query.users.findFirst())?.email,
    password: 'bench-password',
  },
});
const token = login.json().result.token;

async function measure(label: string, url: () => string) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const response = await app.inject({
      url: url(),
      headers: { authorization: `Bearer ${token}` },
    });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${label}: ${response.body}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(2);
  console.log(`${label.padEnd(34)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${at(1)} ms`);
}

console.log(
  `database: ${database.kind}; businesses: ${COUNT}; seeded in ${seedMs.toFixed(0)} ms; ${ROUNDS} requests each`,
);
await measure('first page, no search', () => '/api/businesses?page_size=20');
await measure(
  'search "Business 0" (many hits)',
  () => '/api/businesses?search=Business%200&page_size=20',
);
const oneHit = () =>
  `/api/businesses?search=${String(Math.floor(Math.random() * COUNT)).padStart(5, '0')}`;
const noMatch = () => '/api/businesses?search=zzzz-nothing';
await measure('search random 5 digits (1 hit)', oneHit);
await measure('search no match', noMatch);
await measure('last page', () => `/api/businesses?page_size=20&page=${Math.ceil(COUNT / 20)}`);
// The planner picks the trigram index by the table's statistics. PostgreSQL's autovacuum analyzes
// a table soon after it fills, PGlite has no autovacuum: until something runs ANALYZE it plans from
// the statistics of the empty table. The selective searches again, as they run once analyzed:
await database.db.execute('analyze businesses');
await measure('1 hit, after ANALYZE', oneHit);
await measure('no match, after ANALYZE', noMatch);
await app.close();
await database.close();
rmSync(work, { recursive: true, force: true });
