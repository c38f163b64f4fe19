import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { access, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { SERVER_DIR } from '../../lib/server-dir';

// The JVM that runs our keystore probe, KeystoreProbe.java (keystore-check.ts says why a probe of
// ours): compiled once, at most two at once, with a minimal environment, everything it is told on
// its stdin and only its last line of stdout read.

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

/**
 * Runs the probe once (at most two at once) with `stdin`, and answers its exit code and output.
 * Throws KeystoreCheckUnavailable when Java cannot run.
 */
export async function runKeystoreProbe(stdin: string): Promise<TRun> {
  return withSlot(async () => {
    const args = await probeArgs();
    return run(jdkCommand('java'), [...JVM_FLAGS, ...args], stdin);
  });
}
