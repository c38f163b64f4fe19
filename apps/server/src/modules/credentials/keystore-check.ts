import { X509Certificate } from 'node:crypto';
import type { TKeystoreFacts } from '@oc/domain/credentials/credentials-summary.schema';
import type { TMessageKey } from '@oc/domain/messages/messages';
import { KeystoreCheckUnavailable, runKeystoreProbe } from './keystore-jvm';

// The Android keystore is opened with the JDK's own KeyStore API
// (docs/decisions/007-store-credentials.md), the code keytool and the signing tools use, so "it
// opened here" means "it will sign". It runs in a small Java program of ours, KeystoreProbe.java,
// that reads everything the owner sent (the keystore, both passwords, the alias) from its stdin. No
// owner value is ever on a command line: the java launcher (keytool's too) takes any argument that
// starts with -J as a JVM option wherever it stands, so an alias of `-J-javaagent:x.jar` would run
// code; argv is visible in ps as well. The keystore goes through the pipe, never to a file.

export type TKeystoreInput = {
  bytes: Buffer;
  storePassword: string;
  alias?: string;
  keyPassword?: string;
};
export type TKeystoreResult =
  | { ok: true; facts: TKeystoreFacts | null }
  | { ok: false; problem: TMessageKey };

const PROBLEMS: readonly TMessageKey[] = [
  'KEYSTORE_WRONG_STORE_PASSWORD',
  'KEYSTORE_ALIAS_NOT_FOUND',
  'KEYSTORE_ALIAS_HAS_NO_KEY',
  'KEYSTORE_WRONG_KEY_PASSWORD',
  'KEYSTORE_UNREADABLE',
];

const optional = (value: string | undefined) =>
  value === undefined ? '-' : `+${Buffer.from(value, 'utf8').toString('base64')}`;

/** Where the probe's export mode puts the key: our alias and password, never the owner's. */
type TExportTarget = { alias: string; password: string };

/**
 * The probe's stdin: the keystore, then each value, one base64 line each (see the probe); with a
 * target, its alias and password too, which selects the export mode.
 */
function probeInput(input: TKeystoreInput, target?: TExportTarget): string {
  const lines = [
    input.bytes.toString('base64'),
    optional(input.storePassword),
    optional(input.alias),
    optional(input.keyPassword),
  ];
  if (target) lines.push(optional(target.alias), optional(target.password));
  return `${lines.join('\n')}\n`;
}

type TProbeAnswer = {
  status?: 'ok';
  problem?: string;
  type?: string;
  certificate?: string;
  keystore?: string;
};

function answerOf(stdout: string): TProbeAnswer {
  const line = stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as TProbeAnswer;
  } catch {
    throw new KeystoreCheckUnavailable('the keystore probe gave no answer');
  }
}

function factsOf(der: string): TKeystoreFacts {
  const cert = new X509Certificate(Buffer.from(der, 'base64'));
  return {
    subject: cert.subject.replaceAll('\n', ', '),
    sha1_fingerprint: cert.fingerprint,
    sha256_fingerprint: cert.fingerprint256,
    not_before: new Date(cert.validFrom).toISOString(),
    not_after: new Date(cert.validTo).toISOString(),
  };
}

/** Runs the probe once and reads its one-line answer, or its problem. */
async function askProbe(
  input: TKeystoreInput,
  target?: TExportTarget,
): Promise<{ ok: true; answer: TProbeAnswer } | { ok: false; problem: TMessageKey }> {
  const result = await runKeystoreProbe(probeInput(input, target));
  if (result.code !== 0)
    throw new KeystoreCheckUnavailable(`the keystore probe ended ${result.code}`);
  const answer = answerOf(result.stdout);
  if (answer.problem !== undefined) {
    const problem = PROBLEMS.find((key) => key === answer.problem);
    if (!problem) throw new KeystoreCheckUnavailable('the keystore probe gave no answer');
    return { ok: false, problem };
  }
  if (answer.status !== 'ok')
    throw new KeystoreCheckUnavailable('the keystore probe gave no answer');
  return { ok: true, answer };
}

/**
 * Opens the keystore with its store password; with an alias, finds that entry, requires a private
 * key there and reads its certificate; with a key password too, unlocks the key (for a JKS; a
 * PKCS12 key is protected by the store password).
 */
export async function checkKeystore(input: TKeystoreInput): Promise<TKeystoreResult> {
  const result = await askProbe(input);
  if (!result.ok) return result;
  if (!input.alias) return { ok: true, facts: null };
  try {
    return { ok: true, facts: factsOf(result.answer.certificate ?? '') };
  } catch {
    return { ok: false, problem: 'KEYSTORE_UNREADABLE' };
  }
}

/**
 * Checks the keystore as checkKeystore does, then copies the alias's key (unlocked with the key
 * password, or the store password when none is given) and its certificate chain alone into a new
 * PKCS12 keystore under the target's alias and password: what the build signs with, so that the
 * signer's command line needs no value of the owner's.
 */
export async function exportKeystoreKey(
  input: TKeystoreInput & { alias: string },
  target: TExportTarget,
): Promise<
  { ok: true; keystore: Buffer; facts: TKeystoreFacts } | { ok: false; problem: TMessageKey }
> {
  const result = await askProbe(input, target);
  if (!result.ok) return result;
  const { certificate, keystore } = result.answer;
  if (!keystore) throw new KeystoreCheckUnavailable('the keystore probe gave no keystore');
  try {
    return {
      ok: true,
      keystore: Buffer.from(keystore, 'base64'),
      facts: factsOf(certificate ?? ''),
    };
  } catch {
    return { ok: false, problem: 'KEYSTORE_UNREADABLE' };
  }
}
