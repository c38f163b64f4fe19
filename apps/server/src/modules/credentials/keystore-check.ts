import { spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { access, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TKeystoreFacts } from '@oc/domain/credentials/credentials-summary.schema';
import type { TMessageKey } from '@oc/domain/messages/messages';
import { SERVER_DIR } from '../../lib/server-dir';

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

/** Java could not run or did not answer: the keystore is not known to be bad, so not a 400. */
export class KeystoreCheckUnavailable extends Error {}

const TIMEOUT_MS = 20_000;
/** A certificate in base64 is far below this; anything longer is not our probe speaking. */
const MAX_OUTPUT = 4 * 1024 * 1024;
// A small, quick JVM (the probe needs little), no perf-data file in /tmp, and no way for another
// process to attach an agent to it.
const JVM_FLAGS = [
  '-Xmx96m',
  '-XX:+UseSerialGC',
  '-XX:TieredStopAtLevel=1',
  '-XX:-UsePerfData',
  '-XX:+DisableAttachMechanism',
];
const PROBLEMS: readonly TMessageKey[] = [
  'KEYSTORE_WRONG_STORE_PASSWORD',
  'KEYSTORE_ALIAS_NOT_FOUND',
  'KEYSTORE_ALIAS_HAS_NO_KEY',
  'KEYSTORE_WRONG_KEY_PASSWORD',
  'KEYSTORE_UNREADABLE',
];

const SOURCE = join(SERVER_DIR, 'src', 'modules', 'credentials', 'KeystoreProbe.java');
const CLASS_NAME = 'KeystoreProbe';

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

function jdkCommand(name: 'java' | 'javac'): string {
  return process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', name) : name;
}

/**
 * Only what a JVM needs. Above all none of JAVA_TOOL_OPTIONS, JDK_JAVA_OPTIONS or _JAVA_OPTIONS,
 * which the JVM would obey, and none of this process's secrets.
 */
function childEnv(): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C' };
}

type TRun = { code: number; stdout: string };

function run(command: string, args: string[], stdin: string): Promise<TRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: childEnv(),
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    const chunks: Buffer[] = [];
    let size = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    // Drained and dropped: it could echo a value, and it is never logged.
    child.stderr.resume();
    // A child that dies before reading all of stdin closes the pipe; 'close' says what happened.
    child.stdin.on('error', () => {});
    child.stdin.end(stdin);
    child.on('error', (error) => reject(new KeystoreCheckUnavailable(error.message)));
    child.on('close', (code, signal) => {
      if (signal) reject(new KeystoreCheckUnavailable(`${command} stopped by ${signal}`));
      else resolve({ code: code ?? 1, stdout: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

/**
 * Compiling the probe costs about a second, running the compiled class about a quarter of one
 * (java's single-file source launcher would compile on every check). So it is compiled once per
 * version of the source into the user's cache directory (private to the server's user, unlike
 * /tmp, where anyone could plant a class under the expected name): into a fresh directory that is
 * then renamed into place, so that a concurrent check or server never sees half a class.
 */
let sourceHash: string | undefined;
function cacheDir(): string {
  const root = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  // The source does not change while the server runs: hashed once, not on every check.
  sourceHash ??= createHash('sha256').update(readFileSync(SOURCE)).digest('hex').slice(0, 16);
  return join(root, 'owner-console', `keystore-probe-${sourceHash}`);
}

const compiling = new Map<string, Promise<string[]>>();

async function compile(dir: string): Promise<string[]> {
  const classPath = ['-cp', dir, CLASS_NAME];
  let temp: string;
  try {
    await mkdir(dirname(dir), { recursive: true, mode: 0o700 });
    temp = await mkdtemp(`${dir}.tmp-`);
  } catch {
    // No writable cache (a read-only home): the source launcher compiles in memory, slower.
    return [SOURCE];
  }
  try {
    const javac = await run(
      jdkCommand('javac'),
      ['-J-Xmx128m', '-J-XX:-UsePerfData', '-encoding', 'UTF-8', '-d', temp, SOURCE],
      '',
    );
    if (javac.code !== 0) throw new KeystoreCheckUnavailable('javac could not compile the probe');
    try {
      await rename(temp, dir);
    } catch (error) {
      // Another process put the same class there first; theirs is as good as ours.
      if (!(await exists(join(dir, `${CLASS_NAME}.class`)))) throw error;
    }
    return classPath;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** What follows the JVM flags: the compiled class, or the source file when it cannot be cached. */
async function probeArgs(): Promise<string[]> {
  const dir = cacheDir();
  if (await exists(join(dir, `${CLASS_NAME}.class`))) return ['-cp', dir, CLASS_NAME];
  let pending = compiling.get(dir);
  if (!pending) {
    pending = compile(dir).finally(() => compiling.delete(dir));
    compiling.set(dir, pending);
  }
  return pending;
}

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

/** Runs the probe once (at most two at once) and reads its one-line answer, or its problem. */
async function askProbe(
  input: TKeystoreInput,
  target?: TExportTarget,
): Promise<{ ok: true; answer: TProbeAnswer } | { ok: false; problem: TMessageKey }> {
  return withSlot(async () => {
    const args = await probeArgs();
    const result = await run(
      jdkCommand('java'),
      [...JVM_FLAGS, ...args],
      probeInput(input, target),
    );
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
  });
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
