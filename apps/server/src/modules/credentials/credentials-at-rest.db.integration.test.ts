import { createPrivateKey, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@oc/domain/messages/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bearer, createTestApp, loggedLines, setupTestApp } from '../../../test/helpers';
import {
  appIdOf,
  credentialsRow,
  makeKeystore,
  p256Pem,
  rowsOf,
  saveCredentials,
  serviceAccountJson,
  type TKeystore,
} from './credentials.test-support';

// docs/design.md#data: secrets are encrypted at rest and never returned in plain text. These tests
// look where a leak would show: every table, the files directory, the temp directory, the logs.

const ctx = setupTestApp();
let keystore: TKeystore;
let privateDir: string;
const hex = () => randomBytes(8).toString('hex').toUpperCase();
const ids = {
  team_id: `TEAM${hex()}`,
  itc_team_id: `ITC${hex()}`,
  api_key_id: `KEYID${hex()}`,
  api_key_issuer_id: `ISSUER-${hex()}`,
};
const p8 = p256Pem();
const play = serviceAccountJson();

/**
 * Every form a stored secret could take in plain text: as sent, base64, hex, a slice of the bytes.
 */
function needlesOf(): [string, string][] {
  const der = createPrivateKey(p8).export({ type: 'pkcs8', format: 'der' });
  const playKey = (JSON.parse(play) as { private_key: string }).private_key;
  return [
    ['store password', keystore.storePassword],
    ['key password', keystore.keyPassword],
    ['key alias', keystore.alias],
    ...Object.entries(ids).map(([k, v]) => [k, v] as [string, string]),
    ['p8 PEM line', p8.split('\n')[1] as string],
    ['p8 as hex', der.toString('hex')],
    ['p8 as base64', der.toString('base64')],
    ['keystore as base64', keystore.bytes.toString('base64')],
    ['keystore slice as base64', keystore.bytes.subarray(300, 600).toString('base64')],
    ['keystore slice as hex', keystore.bytes.subarray(300, 600).toString('hex')],
    ['keystore slice raw', keystore.bytes.subarray(300, 600).toString('latin1')],
    ['Play key PEM line', playKey.split('\n')[1] as string],
    ['Play key file', play],
  ];
}

async function saveEverything(c: typeof ctx, appId: number) {
  const android = await saveCredentials(
    c,
    appId,
    'android',
    {
      store_password: keystore.storePassword,
      key_alias: keystore.alias,
      key_password: keystore.keyPassword,
    },
    [
      { field: 'store_file', name: 'upload.jks', bytes: keystore.bytes },
      { field: 'playstore_credential_file', name: 'play.json', bytes: Buffer.from(play) },
    ],
  );
  expect(android.statusCode, android.body).toBe(200);
  const ios = await saveCredentials(c, appId, 'ios', ids, [
    { field: 'api_key_file', name: 'AuthKey.p8', bytes: Buffer.from(p8) },
  ]);
  expect(ios.statusCode, ios.body).toBe(200);
  return [android.body, ios.body];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

beforeAll(() => {
  keystore = makeKeystore('JKS', `upload${hex().toLowerCase()}`);
  // Temp files would go here (os.tmpdir() reads TMPDIR): it must stay empty, as no check writes
  // one.
  privateDir = mkdtempSync(join(tmpdir(), 'oc-test-tmp-'));
  process.env.TMPDIR = privateDir;
});
afterAll(() => {
  delete process.env.TMPDIR;
  rmSync(privateDir, { recursive: true, force: true });
});

describe('store credentials at rest', () => {
  it('leaves no password, id or key byte in plain text in any table, file or answer', async () => {
    const answers = await saveEverything(ctx, await appIdOf(ctx, 'app_single_store_x'));
    const tables = rowsOf<{ table_name: string }>(
      await ctx.t.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    ).map((r) => r.table_name);
    expect(tables).toContain('store_credentials');
    const dumps: string[] = [];
    for (const table of tables) {
      const rows = rowsOf<{ row: string }>(
        await ctx.t.database.db.execute(sql.raw(`select t::text as row from "${table}" t`)),
      );
      dumps.push(`${table}: ${rows.map((r) => r.row).join('\n')}`);
    }
    const database = dumps.join('\n');
    expect(database).toContain('upload.jks'); // the dump did reach the rows: file names are shown
    const files = filesUnder(inject('filesDir')).map((f) => readFileSync(f).toString('latin1'));
    for (const [what, needle] of needlesOf()) {
      expect(database.includes(needle), `${what} in the database`).toBe(false);
      expect(
        files.some((f) => f.includes(needle)),
        `${what} in the files directory`,
      ).toBe(false);
      for (const answer of answers)
        expect(answer.includes(needle), `${what} in an answer`).toBe(false);
    }
    expect(readdirSync(privateDir)).toEqual([]);
  });

  it('answers 404 for another project’s app, 401 without a token, and stores nothing', async () => {
    const ours = await appIdOf(ctx, 'app_franchises_x');
    const theirs = await saveCredentials(ctx, ours, 'ios', ids, [], ctx.theirs);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: true, result: [MESSAGES.PRODUCT_NOT_FOUND] });
    const anonymous = await saveCredentials(ctx, ours, 'android', { key_alias: 'demo' }, [], null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: true, result: [MESSAGES.PLEASE_LOG_IN] });
    expect(await credentialsRow(ctx, ours, 'ios')).toBeNull();
    expect(await credentialsRow(ctx, ours, 'android')).toBeNull();
  });
});

describe('store credentials in the logs', () => {
  // Everything the server can log, at its most talkative, without any redaction to lean on.
  const { lines, stream } = loggedLines();
  const logged = {} as typeof ctx;
  beforeAll(async () => {
    logged.t = await createTestApp({}, { logger: { level: 'trace', stream } });
    logged.ours = await logged.t.login();
    logged.get = (url, token = logged.ours) => logged.t.app.inject({ url, headers: bearer(token) });
  });
  afterAll(async () => {
    await logged.t.close();
  });

  it('logs requests but none of the values, refused or saved', async () => {
    const appId = await appIdOf(logged, 'app_customer_x');
    const refused = await saveCredentials(logged, appId, 'android', { store_password: 'x' }, [
      { field: 'store_file', name: 'upload.jks', bytes: keystore.bytes },
    ]);
    expect(refused.statusCode).toBe(400);
    await saveEverything(logged, appId);
    const log = lines.join('');
    expect(log).toContain('/credentials/android');
    for (const [what, needle] of needlesOf())
      expect(log.includes(needle), `${what} in the logs`).toBe(false);
  });
});
