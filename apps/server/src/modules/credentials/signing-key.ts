import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TMessageKey } from '@oc/domain/messages/messages';
import { exportKeystoreKey } from './keystore-check';
import { runKeytool } from './keytool';

// The build signs with a key we prepared, never with the owner's keystore as uploaded: the signer
// (apksigner) takes its alias on the command line and its passwords from files, and an owner's
// alias of `-J-javaagent:x.jar` would be a JVM option there (docs/decisions/007). So
// the owner's key is copied, by the keystore probe reading everything from stdin, into a new PKCS12
// keystore whose alias and password are ours; the debug key is made from our values only.

/**
 * A keystore of ours to sign with: the shape of the builds module's TSigningKey (app-package.ts),
 * spelled out here because the builds module uses this one, and an import back would be a cycle.
 */
type TPreparedKey = { keystore: Buffer; alias: string; password: string };

/** The alias every prepared key has: ours, a constant, safe on any command line. */
const SIGNING_ALIAS = 'key0';
const DEBUG_ALIAS = 'androiddebugkey';

/** A password of ours: random, and made of characters no tool reads as anything but text. */
const newPassword = () => randomBytes(24).toString('base64url');

/**
 * Opens the owner's keystore (bytes, store password, alias, key password) with the JDK and exports
 * that one key into a NEW PKCS12 keystore under an alias and password we generate. Throws
 * KeystoreCheckUnavailable when Java cannot run (not a judgement on the keystore).
 */
export async function exportSigningKey(input: {
  bytes: Buffer;
  storePassword: string;
  alias: string;
  keyPassword?: string;
}): Promise<{ ok: true; key: TPreparedKey } | { ok: false; problem: TMessageKey }> {
  const target = { alias: SIGNING_ALIAS, password: newPassword() };
  const result = await exportKeystoreKey(input, target);
  if (!result.ok) return result;
  return { ok: true, key: { keystore: result.keystore, ...target } };
}

/**
 * A new Android debug key (RSA 2048, 30 years, CN=Android Debug,O=Android,C=US), as Android Studio
 * makes one, from generated values only. The passwords go to keytool in files of a private temp
 * directory (mkdtemp makes it 0700), which is removed afterwards.
 */
export async function createDebugKey(): Promise<TPreparedKey> {
  const dir = await mkdtemp(join(tmpdir(), 'oc-debug-key-'));
  try {
    const password = newPassword();
    const storePass = join(dir, 'store-pass');
    const keyPass = join(dir, 'key-pass');
    await writeFile(storePass, password, { mode: 0o600 });
    await writeFile(keyPass, password, { mode: 0o600 });
    const file = join(dir, 'debug.p12');
    await runKeytool(
      [
        '-genkeypair',
        '-keystore',
        file,
        '-storetype',
        'PKCS12',
        '-storepass:file',
        storePass,
        '-keypass:file',
        keyPass,
        '-alias',
        DEBUG_ALIAS,
        '-keyalg',
        'RSA',
        '-keysize',
        '2048',
        '-validity',
        String(30 * 365),
        '-dname',
        'CN=Android Debug,O=Android,C=US',
      ],
      'make the debug key',
    );
    return { keystore: await readFile(file), alias: DEBUG_ALIAS, password };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
