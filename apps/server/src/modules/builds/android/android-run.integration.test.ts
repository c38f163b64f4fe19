import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildFailure, type TPackagerContext } from '../app-package';
import { runStep } from './android-run';

// How every Android tool is run, tried with small stand-ins (env, sleep, ls) instead of a whole
// build: what the child may see, what happens when it fails, takes too long or is cancelled.

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'oc-test-run-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

function context(signal = new AbortController().signal) {
  const lines: string[] = [];
  const ctx: TPackagerContext = { workDir: work, log: (line) => lines.push(line), signal };
  return { ctx, lines };
}

/** Processes whose command line (arguments joined by spaces) holds the marker. */
function processesWith(marker: string): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return cmdline.includes(marker) ? [cmdline] : [];
      } catch {
        return [];
      }
    });
}

const step = (command: string, args: string[], seconds = 10) => ({
  name: `${command} step`,
  tool: command,
  command,
  args,
  seconds,
});

describe('runStep', () => {
  it('gives the tool only PATH and the C locale: no JAVA_TOOL_OPTIONS, no secret of the server', async () => {
    const saved = { ...process.env };
    try {
      process.env.JAVA_TOOL_OPTIONS = '-javaagent:/tmp/x.jar';
      process.env._JAVA_OPTIONS = '-javaagent:/tmp/x.jar';
      process.env.SECRET_KEY = 'do-not-pass';
      const { ctx } = context();
      const env = (await runStep(ctx, step('env', []))).trim().split('\n').sort();
      expect(env).toEqual(['LANG=C', 'LC_ALL=C', `PATH=${process.env.PATH}`]);
    } finally {
      for (const name of ['JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'SECRET_KEY'])
        if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });

  it('logs what a failing tool said and names the step', async () => {
    const { ctx, lines } = context();
    await expect(runStep(ctx, step('ls', [join(work, 'no-such-file')]))).rejects.toEqual(
      new BuildFailure('BUILD_TOOL_FAILED', { step: 'ls step' }),
    );
    expect(lines).toEqual([expect.stringMatching(/^ls: .*no-such-file.*No such file/)]);
  });

  it('names a tool that cannot be started', async () => {
    const { ctx } = context();
    await expect(runStep(ctx, step(join(work, 'no-such-tool'), []))).rejects.toEqual(
      new BuildFailure('BUILD_TOOLS_MISSING', { tool: join(work, 'no-such-tool') }),
    );
  });

  it('stops a step that takes too long, with the children it started', async () => {
    // Durations of this process's own (sleep takes fractions), so that a run of the same test in
    // the other server project is not mistaken for a leftover.
    const helper = `sleep 30.${process.pid}`;
    const marker = `oc-run-timeout-${process.pid}`;
    const { ctx } = context();
    // A tool that starts a helper of its own, as apktool starts aapt.
    const started = Date.now();
    await expect(
      runStep(ctx, step('sh', ['-c', `${helper} & sleep 31; echo ${marker}`], 0.5)),
    ).rejects.toEqual(new BuildFailure('BUILD_TIMED_OUT', { step: 'sh step', seconds: 0.5 }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(processesWith(marker)).toEqual([]);
    expect(processesWith(helper)).toEqual([]);
  });

  it('stops at once when cancelled, and does not start when already cancelled', async () => {
    const controller = new AbortController();
    const { ctx } = context(controller.signal);
    setTimeout(() => controller.abort('cancelled'), 200);
    const seconds = `32.${process.pid}`;
    await expect(runStep(ctx, step('sleep', [seconds]))).rejects.toEqual(
      new BuildFailure('BUILD_CANCELLED'),
    );
    expect(processesWith(`sleep ${seconds}`)).toEqual([]);
    await expect(runStep(ctx, step('sleep', ['33']))).rejects.toEqual(
      new BuildFailure('BUILD_CANCELLED'),
    );
  });
});
