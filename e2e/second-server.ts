import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { stopChild } from '../apps/server/test/pebble';
import { freePort } from '../apps/server/test/postgres-cluster';
import { test as base, sessionOf } from './fixtures';
import { pebbleFacts, type TPebbleFacts } from './outside-services';
import { E2E_SERVER_ENV } from './playwright.config';

// A server of its own for one journey file: e2e/serve.ts again (the real server, two accounts,
// pebble and its DNS server), on free ports and a temporary data directory, for what the shared
// journeys' server cannot do, such as certificates that expire within seconds, or custom domains,
// which change where the shared demo project's links and widget snippets point.

const root = fileURLToPath(new URL('..', import.meta.url));
const STARTUP_MS = 110_000;

export type TSecondServer = {
  /** http://localhost:<port>, the console and the API. */
  origin: string;
  pebble: TPebbleFacts;
  stop(): Promise<void>;
};

export async function startSecondServer(options: {
  certificateSeconds?: number;
}): Promise<TSecondServer> {
  const dir = mkdtempSync(join(tmpdir(), 'oc-e2e-server-'));
  const [port, httpsPort] = [await freePort(), await freePort()];
  const factsDir = join(dir, 'facts');
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...E2E_SERVER_ENV,
      PORT: String(port),
      HTTPS_PORT: String(httpsPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      E2E_FACTS_DIR: factsDir,
      ...(options.certificateSeconds
        ? { E2E_CERTIFICATE_SECONDS: String(options.certificateSeconds) }
        : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (d) => {
    errors += d;
  });
  const stop = async () => {
    // The server shuts down its workers and database first: more time than pebble needs.
    await stopChild(child, 10_000);
    rmSync(dir, { recursive: true, force: true });
  };

  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the second server did not start:\n${errors}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin, pebble: pebbleFacts(factsDir), stop };
}

/**
 * The journeys of one file on a server of its own, started by the worker before the first of them
 * and stopped after the last: relative addresses (page.goto, the request fixture) reach it, and
 * `ownerPage` is logged in there. `server()` answers it once started.
 */
export function testOnSecondServer(options: { certificateSeconds?: number } = {}) {
  let started: TSecondServer | undefined;
  const server = () => {
    if (!started) throw new Error('the second server is not started');
    return started;
  };
  const test = base.extend<{ ownerPage: Page }, { secondServer: TSecondServer }>({
    secondServer: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses.
      async ({}, use) => {
        started = await startSecondServer(options);
        await use(started);
        await started.stop();
      },
      { scope: 'worker', timeout: STARTUP_MS + 40_000 },
    ],
    baseURL: async ({ secondServer }, use) => use(secondServer.origin),
    ownerPage: async ({ page, secondServer }, use) => {
      await page.context().setStorageState(await sessionOf(secondServer.origin));
      await use(page);
    },
  });
  return { test, server };
}
