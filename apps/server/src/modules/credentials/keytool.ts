import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { KeystoreCheckUnavailable } from './keystore-jvm';

// keytool as the credentials module runs it: our own arguments only (the java launcher reads any
// argument that starts with -J as a JVM option, docs/decisions/007), passwords in files of ours,
// no shell, and an environment without JAVA_TOOL_OPTIONS or any secret of the server's.

const KEYTOOL_TIMEOUT_MS = 60_000;

function keytoolCommand(): string {
  return process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'keytool') : 'keytool';
}

/**
 * The JVM flags every keytool run gets: a small heap, no perf-data file in /tmp, no agent attached
 * from outside, English answers (its questions and "yes" are read in English) and UTF-8 on stdin,
 * so that a name in any script reaches the certificate as it was typed.
 */
const JVM_FLAGS = [
  '-J-Xmx96m',
  '-J-XX:-UsePerfData',
  '-J-XX:+DisableAttachMechanism',
  '-J-Duser.language=en',
  '-J-Duser.country=US',
  '-J-Dfile.encoding=UTF-8',
];

/**
 * Runs keytool with `args` (constants and paths of ours, never an owner's value) and `stdin`
 * (where an owner's text may go: keytool reads it as text, never as an option). Throws
 * KeystoreCheckUnavailable with `what` and keytool's last words when it cannot run or fails.
 */
export function runKeytool(args: readonly string[], what: string, stdin = ''): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(keytoolCommand(), [...JVM_FLAGS, ...args], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' },
      stdio: ['pipe', 'ignore', 'pipe'],
      timeout: KEYTOOL_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 8192) stderr += chunk.toString('utf8');
    });
    // A keytool that ends before reading all of stdin closes the pipe; 'close' says what happened.
    child.stdin.on('error', () => {});
    child.stdin.end(stdin);
    child.on('error', (error) => reject(new KeystoreCheckUnavailable(error.message)));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      // Only its last line: the questions before it repeat what was typed on stdin.
      const last = stderr.trim().split('\n').at(-1) ?? '';
      reject(
        new KeystoreCheckUnavailable(`keytool could not ${what} (${signal ?? code}): ${last}`),
      );
    });
  });
}
