import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { startMain } from './main.test-support';

// The `npm start` contract (docs/design.md#commands), the part that needs no database: a bad
// environment stops the server before it opens one. The rest: main.db.integration.test.ts.
let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
});

describe('starting the server', () => {
  it('refuses a bad environment with a message that names the variable', async () => {
    const server = startMain({ PORT: 'eighty', DATA_DIR: '/nonexistent' });
    child = server.proc;
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid environment:\n\s+PORT: /);
  }, 30_000);
});
