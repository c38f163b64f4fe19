import { spawn } from 'node:child_process';
import { BuildFailure, type TPackagerContext } from '../app-package';

// How the Android tools are run: an argument list of ours (no shell, no owner value: file names in
// the work directory are ours, passwords are in files), an environment with only PATH and the C
// locale (so none of JAVA_TOOL_OPTIONS, JDK_JAVA_OPTIONS or _JAVA_OPTIONS reaches a JVM, nor any
// secret of the server), a time limit per step, and the whole process group killed when the build
// is cancelled (apktool starts aapt, which must not outlive it).

export type TStep = {
  /** What the owner reads in the error when it fails: "apktool build". */
  name: string;
  /** The tool it needs, for BUILD_TOOLS_MISSING when it cannot be started. */
  tool: string;
  command: string;
  args: string[];
  seconds: number;
};

/** What a tool printed that we keep: enough for aapt's badging, bounded against a runaway tool. */
const MAX_OUTPUT = 1024 * 1024;
/** The last lines of a failed tool's error output that go into the log. */
const MAX_ERROR_LINES = 40;

function childEnv(): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C' };
}

/** SIGKILL to the child's process group (spawned detached, it leads one): its children die too. */
function killGroup(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * Runs one step in the work directory and returns what it printed on stdout. Rejects with a
 * BuildFailure: BUILD_TOOLS_MISSING, BUILD_TIMED_OUT, BUILD_CANCELLED, or BUILD_TOOL_FAILED after
 * logging the tool's error lines. It settles only once the process has ended.
 */
export function runStep(ctx: TPackagerContext, step: TStep): Promise<string> {
  if (ctx.signal.aborted) return Promise.reject(new BuildFailure('BUILD_CANCELLED'));
  return new Promise((resolve, reject) => {
    const child = spawn(step.command, step.args, {
      cwd: ctx.workDir,
      env: childEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let ended: 'timeout' | 'cancelled' | null = null;
    const stop = (why: 'timeout' | 'cancelled') => {
      ended ??= why;
      killGroup(child.pid);
    };
    const timer = setTimeout(() => stop('timeout'), step.seconds * 1000);
    const onAbort = () => stop('cancelled');
    ctx.signal.addEventListener('abort', onAbort, { once: true });

    const stdout: Buffer[] = [];
    let stdoutSize = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutSize += chunk.length;
      if (stdoutSize <= MAX_OUTPUT) stdout.push(chunk);
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < MAX_OUTPUT) stderr += chunk.toString('utf8');
    });

    const settle = () => {
      clearTimeout(timer);
      ctx.signal.removeEventListener('abort', onAbort);
    };
    child.on('error', (error) => {
      // Only a program that could not be started at all (no pid) is a missing tool; other errors
      // (a failed kill) are followed by 'close'.
      if (child.pid !== undefined) return;
      settle();
      ctx.log(`${step.tool} could not be started: ${error.message}`);
      reject(new BuildFailure('BUILD_TOOLS_MISSING', { tool: step.tool }));
    });
    child.on('close', (code) => {
      if (child.pid === undefined) return;
      settle();
      if (ended === 'cancelled') return reject(new BuildFailure('BUILD_CANCELLED'));
      if (ended === 'timeout')
        return reject(
          new BuildFailure('BUILD_TIMED_OUT', { step: step.name, seconds: step.seconds }),
        );
      if (code !== 0) {
        const lines = stderr
          .split('\n')
          .map((line) => line.trimEnd())
          .filter((line) => line.length > 0)
          .slice(-MAX_ERROR_LINES);
        for (const line of lines) ctx.log(`${step.tool}: ${line}`);
        return reject(new BuildFailure('BUILD_TOOL_FAILED', { step: step.name }));
      }
      resolve(Buffer.concat(stdout).toString('utf8'));
    });
  });
}
