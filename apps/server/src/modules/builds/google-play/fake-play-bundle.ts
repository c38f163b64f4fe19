import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBundleBadging } from '../android/android-bundle';

// What the stand-in for Google Play (fake-google-play.ts) reads of an uploaded App Bundle, as Play
// does: the package, version code and target API of its base module (readBundleBadging, the real
// aapt2 and aapt), and the certificate it is signed with (the JDK's jarsigner and keytool). The
// bytes go to a file we name in a private temporary directory; the tools get fixed arguments and
// that path, no shell, a minimal environment.

const TOOL_TIMEOUT_MS = 30_000;

export type TBundleFacts = {
  packageName: string;
  versionCode: number;
  targetSdk: number;
  /**
   * The upload certificate's SHA-1 fingerprint, as Play prints it (AA:BB:…); 'unsigned' when the
   * bundle carries no signature, 'invalid' when the signature does not verify (a changed file).
   */
  signer: string;
};

/** What a tool printed on its standard output, or null when it failed or could not run. */
function run(command: string, args: string[]): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: TOOL_TIMEOUT_MS,
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (data: string) => {
      out += data;
    });
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code === 0 ? out : null));
  });
}

/** The signer of a JAR-signed file: jarsigner verifies it, keytool prints the certificate. */
async function signerOf(file: string): Promise<string> {
  const verified = await run('jarsigner', ['-verify', file]);
  if (verified !== null && /^jar is unsigned\.$/m.test(verified)) return 'unsigned';
  if (verified === null || !/^jar verified\.$/m.test(verified)) return 'invalid';
  const printed = await run('keytool', ['-printcert', '-jarfile', file]);
  return (printed && /^\s*SHA1: ([0-9A-F:]+)$/m.exec(printed)?.[1]) || 'invalid';
}

/** The facts of an uploaded bundle, or null when it is not an App Bundle Play can read. */
export async function readUploadedBundle(bytes: Buffer): Promise<TBundleFacts | null> {
  let badging: Awaited<ReturnType<typeof readBundleBadging>>;
  try {
    badging = await readBundleBadging(bytes);
  } catch {
    return null;
  }
  const versionCode = Number(badging.versionCode);
  const targetSdk = Number(badging.targetSdk);
  if (!badging.packageName || !Number.isInteger(versionCode) || !Number.isInteger(targetSdk))
    return null;
  const dir = await mkdtemp(join(tmpdir(), 'fake-play-'));
  try {
    const file = join(dir, 'upload.aab');
    await writeFile(file, bytes, { mode: 0o600 });
    return {
      packageName: badging.packageName,
      versionCode,
      targetSdk,
      signer: await signerOf(file),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
