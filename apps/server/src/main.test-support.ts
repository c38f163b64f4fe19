import { spawn } from 'node:child_process';

// The server as `npm start` runs it, from its sources (src/main.ts through tsx): shared by the tests
// of the `npm start` contract, with a database (main.db.integration.test.ts) and without
// (main.integration.test.ts).
const MAIN = new URL('./main.ts', import.meta.url).pathname;

/**
 * Starts src/main.ts with `env` added to this process's; its output is kept, stdout and stderr.
 * `waitFor` allows a first start (tsx compiling the server, PGlite's initdb in a process of its
 * own, migrations, the demo seed) on a 2-core machine busy with other runs.
 */
export function startMain(env: Record<string, string>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout?.on('data', (d) => {
    output += d;
  });
  proc.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, ms = 100_000) => {
    const until = Date.now() + ms;
    while (!pattern.test(output)) {
      if (Date.now() > until || proc.exitCode !== null)
        throw new Error(`no ${pattern} in:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return output;
  };
  return { proc, exited, waitFor, output: () => output };
}
