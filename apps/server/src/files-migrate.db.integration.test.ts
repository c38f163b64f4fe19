import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client';
import { createDiskStorage } from './lib/storage';
import { createDatabaseStorage } from './modules/files/database-file-storage';

// `npm run files:migrate` as an operator runs it (docs/operations.md#moving-the-files): the
// command itself, on the database the environment names, from and back to DATA_DIR/files.
const SCRIPT = new URL('./files-migrate.ts', import.meta.url).pathname;

let dataDir: string;
let env: { DATA_DIR: string; DATABASE_URL?: string };
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'oc-migrate-'));
  if (process.env.TEST_DB !== 'postgres') {
    // PGlite's dump is a tarball of its data directory, which the command opens as it is.
    mkdirSync(join(dataDir, 'pglite'));
    execFileSync('tar', ['-xf', inject('pgliteTemplate'), '-C', join(dataDir, 'pglite')], {
      stdio: 'ignore',
    });
    env = { DATA_DIR: dataDir };
    return;
  }
  const base = inject('postgresUrl');
  const name = `migrate_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE oc_template`);
  await admin.end();
  env = { DATA_DIR: dataDir, DATABASE_URL: `${base}/${name}` };
});
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the command with `args`; its exit code and what it printed. */
function run(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', SCRIPT, ...args],
      { env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

describe('npm run files:migrate', () => {
  it('says where the files may go when it is not told', async () => {
    const { code, out } = await run([]);
    expect(code).toBe(2);
    expect(out).toContain('--to postgres');
  }, 150_000);

  it('copies DATA_DIR/files into the database, then finds them there on a second run', async () => {
    const disk = createDiskStorage(join(dataDir, 'files'));
    const bytes = randomBytes(300_000);
    const path = join(dataDir, 'app.apk');
    writeFileSync(path, bytes);
    const apk = await disk.putFile(path, 'apk');
    const image = await disk.put(randomBytes(900), 'png');

    const first = await run(['--to', 'postgres']);
    expect(first, first.out).toMatchObject({ code: 0 });
    expect(first.out).toMatch(/Copied 2 files to the database; 0 were there already/);
    const again = await run(['--to', 'postgres']);
    expect(again.out).toMatch(/Copied 0 files to the database; 2 were there already/);

    const database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATABASE_URL ? undefined : dataDir,
    });
    try {
      const stored = createDatabaseStorage(database.db);
      expect((await stored.get(apk))?.equals(bytes)).toBe(true);
      expect(await stored.get(image)).not.toBeNull();
    } finally {
      await database.close();
    }

    // And back onto an empty disk.
    rmSync(join(dataDir, 'files'), { recursive: true, force: true });
    const back = await run(['--to', 'disk']);
    expect(back, back.out).toMatchObject({ code: 0 });
    expect((await disk.get(apk))?.equals(bytes)).toBe(true);
  }, 300_000);
});
