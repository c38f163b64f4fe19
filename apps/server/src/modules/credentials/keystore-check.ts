import { spawn } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TKeystoreFacts } from '@oc/domain/api.schema';
import type { TMessageKey } from '@oc/domain/messages';

// The Android keystore is checked with the JDK's own keytool (decision 007): it reads JKS and PKCS12
// exactly as the signing tools do, so "it opened here" means "it will sign". Passwords reach it only
// through its environment (-storepass:env), never argv (visible in ps) or a log; the keystore is a
// temp file in a private directory, removed afterwards.

export type TKeystoreInput = {
  bytes: Buffer;
  storePassword: string;
  alias?: string;
  keyPassword?: string;
};
export type TKeystoreResult =
  | { ok: true; facts: TKeystoreFacts | null }
  | { ok: false; problem: TMessageKey };

/** keytool could not run or did not finish: the keystore is not known to be bad, so not a 400. */
export class KeystoreCheckUnavailable extends Error {}

const TIMEOUT_MS = 20_000;
const STOREPASS_VAR = 'OC_KEYSTORE_STOREPASS';
const KEYPASS_VAR = 'OC_KEYSTORE_KEYPASS';
// A small, quick JVM (keytool needs little) and English messages whatever the host's locale.
const JVM_FLAGS = [
  '-J-Xmx96m',
  '-J-XX:+UseSerialGC',
  '-J-XX:TieredStopAtLevel=1',
  '-J-Duser.language=en',
  '-J-Duser.country=US',
];

/** At most two JVMs at once: the machine is shared with the API and the build workers. */
const MAX_RUNNING = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function withSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

type TRun = { code: number; output: string };

function keytoolCommand(): string {
  return process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'keytool') : 'keytool';
}

function runKeytool(args: string[], passwords: Record<string, string>): Promise<TRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(keytoolCommand(), [...JVM_FLAGS, ...args], {
      // Only what a JVM needs: no JAVA_TOOL_OPTIONS, no secrets of this process.
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: tmpdir(),
        LANG: 'C',
        LC_ALL: 'C',
        ...(process.env.JAVA_HOME ? { JAVA_HOME: process.env.JAVA_HOME } : {}),
        ...passwords,
      },
      // No stdin: keytool must never wait for a typed password.
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', (error) => reject(new KeystoreCheckUnavailable(error.message)));
    child.on('close', (code, signal) => {
      if (signal) reject(new KeystoreCheckUnavailable(`keytool stopped by ${signal}`));
      else resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

/** keytool's error line, turned into the message that says which problem it is. */
export function problemOf(output: string): TMessageKey {
  if (/password was incorrect/i.test(output)) return 'KEYSTORE_WRONG_STORE_PASSWORD';
  if (/Alias <[^>]*> does not exist/.test(output)) return 'KEYSTORE_ALIAS_NOT_FOUND';
  if (/Alias <[^>]*> has no key/.test(output)) return 'KEYSTORE_ALIAS_HAS_NO_KEY';
  if (/Cannot recover key|UnrecoverableKeyException/.test(output))
    return 'KEYSTORE_WRONG_KEY_PASSWORD';
  // Unrecognized keystore format, a truncated file (EOFException), an empty file, and anything else
  // keytool cannot make sense of.
  return 'KEYSTORE_UNREADABLE';
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

function factsOf(pem: string): TKeystoreFacts {
  const cert = new X509Certificate(pem);
  return {
    subject: cert.subject.replaceAll('\n', ', '),
    sha1_fingerprint: cert.fingerprint,
    sha256_fingerprint: cert.fingerprint256,
    not_before: new Date(cert.validFrom).toISOString(),
    not_after: new Date(cert.validTo).toISOString(),
  };
}

/**
 * Opens the keystore with its store password; with an alias, finds that entry, requires a private key
 * there and reads its certificate; with a key password too, unlocks the key (`-certreq` needs it).
 */
export async function checkKeystore(input: TKeystoreInput): Promise<TKeystoreResult> {
  return withSlot(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'oc-keystore-'));
    try {
      const file = join(dir, 'keystore');
      await writeFile(file, input.bytes, { mode: 0o600 });
      const store = ['-keystore', file, '-storepass:env', STOREPASS_VAR];
      const env = { [STOREPASS_VAR]: input.storePassword };
      const alias = input.alias ? ['-alias', input.alias] : [];

      const listed = await runKeytool(['-list', '-rfc', ...store, ...alias], env);
      if (listed.code !== 0) return { ok: false, problem: problemOf(listed.output) };
      if (!input.alias) return { ok: true, facts: null };
      if (!/Entry type: PrivateKeyEntry/.test(listed.output))
        return { ok: false, problem: 'KEYSTORE_ALIAS_HAS_NO_KEY' };
      const pem = PEM_CERTIFICATE.exec(listed.output)?.[0];
      if (!pem) return { ok: false, problem: 'KEYSTORE_UNREADABLE' };

      if (input.keyPassword !== undefined) {
        // A PKCS12 keystore protects its keys with the store password, and keytool ignores -keypass
        // for it; a JKS key has its own password, checked here.
        const unlocked = await runKeytool(
          ['-certreq', ...store, ...alias, '-keypass:env', KEYPASS_VAR],
          {
            ...env,
            [KEYPASS_VAR]: input.keyPassword,
          },
        );
        if (unlocked.code !== 0) return { ok: false, problem: problemOf(unlocked.output) };
      }
      try {
        return { ok: true, facts: factsOf(pem) };
      } catch {
        return { ok: false, problem: 'KEYSTORE_UNREADABLE' };
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
