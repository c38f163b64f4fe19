import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TPlatform } from '@oc/domain/apps/platforms';
import { sql } from 'drizzle-orm';
import { bearer, productIdOf, type setupTestApp } from '../../../test/helpers';

// Shared by this module's API tests (not a test file itself).
type TCtx = ReturnType<typeof setupTestApp>;

export type TPart = { field: string; name: string; bytes: Buffer; type?: string };

/**
 * POST /api/builder/apps/:id/credentials/:platform as the console sends it: multipart, files as
 * files.
 */
export async function saveCredentials(
  ctx: TCtx,
  appId: number,
  platform: TPlatform | string,
  fields: Record<string, string>,
  files: TPart[] = [],
  token: string | null = ctx.ours,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const blob = new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' });
    form.append(file.field, blob, file.name);
  }
  const request = new Request('http://x', { method: 'POST', body: form });
  return ctx.t.app.inject({
    method: 'POST',
    url: `/api/builder/apps/${appId}/credentials/${platform}`,
    headers: {
      ...(token ? bearer(token) : {}),
      'content-type': request.headers.get('content-type') as string,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** The store_credentials row of an app and platform, read straight from the table. */
export async function credentialsRow(ctx: TCtx, appId: number, platform: TPlatform) {
  const rows = rowsOf<{ secret: string | null; summary: unknown }>(
    await ctx.t.database.db.execute(
      sql`select secret, summary from store_credentials where app_id = ${appId} and platform = ${platform}`,
    ),
  );
  return rows[0] ?? null;
}

export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** A real keystore made by keytool, as an owner would upload it, and what keytool says of it. */
export type TKeystore = {
  bytes: Buffer;
  storePassword: string;
  alias: string;
  keyPassword: string;
  sha1: string;
  sha256: string;
};

export function makeKeystore(storetype: 'JKS' | 'PKCS12' = 'JKS', alias = 'demo'): TKeystore {
  const dir = mkdtempSync(join(tmpdir(), 'oc-test-keystore-'));
  try {
    const file = join(dir, 'upload.jks');
    const storePassword = `store${randomBytes(6).toString('hex')}`;
    // PKCS12 keeps one password for the store and its keys.
    const keyPassword =
      storetype === 'JKS' ? `key${randomBytes(6).toString('hex')}` : storePassword;
    const env = { ...process.env, OC_SP: storePassword, OC_KP: keyPassword };
    const store = ['-keystore', file, '-storepass:env', 'OC_SP'];
    execFileSync(
      'keytool',
      [
        '-genkeypair',
        ...store,
        '-storetype',
        storetype,
        '-alias',
        alias,
        '-keyalg',
        'RSA',
        '-keysize',
        '2048',
        '-dname',
        'CN=Demo',
        '-validity',
        '365',
        '-keypass:env',
        'OC_KP',
      ],
      { env, stdio: 'pipe' },
    );
    // keytool's own report is the oracle for the fingerprints the server returns.
    const listing = execFileSync(
      'keytool',
      ['-J-Duser.language=en', '-list', '-v', ...store, '-alias', alias],
      { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const line = (name: string) =>
      new RegExp(`^\\s*${name}: ([0-9A-F:]+)$`, 'm').exec(listing)?.[1] ?? '';
    return {
      bytes: readFileSync(file),
      storePassword,
      alias,
      keyPassword,
      sha1: line('SHA1'),
      sha256: line('SHA256'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An App Store Connect style key: EC P-256, PKCS#8 PEM. */
export const p256Pem = () =>
  generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;

export const rsaPem = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;

/** A Google service account key as the Play Console issues it (with a real private key). */
export const serviceAccountJson = () =>
  JSON.stringify({
    type: 'service_account',
    project_id: 'demo-eats',
    private_key_id: randomBytes(20).toString('hex'),
    private_key: rsaPem(),
    client_email: 'publisher@demo-eats.iam.gserviceaccount.com',
    client_id: '1234567890',
  });

/** Kept under this module's name; the lookup itself is the shared test helper. */
export const appIdOf = productIdOf;
