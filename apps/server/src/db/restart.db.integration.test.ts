import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMessage } from '@oc/domain/messages/messages';
import { getPath } from '@oc/domain/themes/theme-path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startCluster, type TCluster } from '../../test/postgres-cluster';

// The real server process against its own PostgreSQL cluster, which the test stops and starts while
// saves run. Its own cluster, because the shared one from global-setup serves other test files at
// the same time.
const MAIN = new URL('../main.ts', import.meta.url).pathname;
const PASSWORD = 'restart-test-password';
const P = 'my_products.components.theme_settings.components.style';
const BG = `${P}.background_page`;
const BTN = `${P}.primary_btn_color`;
/** Every loop below stops at whichever comes first: its condition, this many ms, or its count. */
const WAIT_MS = 20_000;

type TOutcome = {
  site: number;
  kind: 'read' | 'save';
  startedAt: number;
  endedAt: number;
  status: number | 'dropped';
  retryAfter: string | null;
  body: string;
  value?: string;
};

let work: string;
let cluster: TCluster;
let server: ChildProcess;
let serverOutput = '';
let base: string;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, done: () => boolean | Promise<boolean>, ms = WAIT_MS) {
  const deadline = Date.now() + ms;
  for (let i = 0; i < 10_000; i++) {
    if (await done()) return;
    if (Date.now() > deadline || server?.exitCode !== null) break;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}; server output:\n${serverOutput}`);
}

/** One request; a refused or cut connection is an outcome too ('dropped'), not an exception. */
async function call(method: string, path: string, token?: string, body?: unknown) {
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(WAIT_MS),
    });
    return {
      status: response.status as number | 'dropped',
      retryAfter: response.headers.get('retry-after'),
      text: await response.text(),
    };
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return { status: 'dropped' as const, retryAfter: null, text: `${error} (${cause})` };
  }
}

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'a PostgreSQL restart under saves (PostgreSQL only: embedded PGlite cannot be restarted under the server)',
  () => {
    beforeAll(async () => {
      work = mkdtempSync(join(tmpdir(), 'oc-restart-'));
      // Synchronous commits: an immediate stop is a crash, and a save the server acknowledged must
      // survive it for the test to ask that it does.
      cluster = await startCluster(work, { synchronousCommit: true });
      const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
      await admin.connect();
      await admin.query('CREATE DATABASE oc');
      await admin.end();
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        env: {
          ...process.env,
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: join(work, 'data'),
          DATABASE_URL: `${cluster.url}/oc`,
          OWNER_PASSWORD: PASSWORD,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout?.on('data', (d) => {
        serverOutput += d;
      });
      server.stderr?.on('data', (d) => {
        serverOutput += d;
      });
      await until(
        'the server to answer',
        async () =>
          (await fetch(`${base}/api/health`).then(
            (r) => r.ok,
            () => false,
          )) || server.exitCode !== null,
        45_000,
      );
      if (server.exitCode !== null) throw new Error(`the server stopped:\n${serverOutput}`);
    }, 60_000);

    afterAll(async () => {
      server?.kill('SIGKILL');
      await cluster?.stop('immediate').catch(() => {});
      if (work) rmSync(work, { recursive: true, force: true });
    });

    it('answers 503 with Retry-After while the database is down, stays up, and saves again once it is back', async () => {
      const login = await call('POST', '/api/auth/login', undefined, {
        email: 'owner@demo.localhost',
        password: PASSWORD,
      });
      expect(login.status).toBe(200);
      const token = JSON.parse(login.text).result.token as string;
      const products = JSON.parse((await call('GET', '/api/products', token)).text).result as {
        code: string;
        site_id: number | null;
      }[];
      const sites = products.flatMap((p) =>
        p.code.startsWith('web_') && p.site_id ? [p.site_id] : [],
      );
      expect(sites).toHaveLength(3);

      // Saved before any outage, never touched again: must be there at the end.
      const markers = new Map<number, string>();
      for (const [i, site] of sites.entries()) {
        const version = JSON.parse((await call('GET', `/api/sites/${site}/theme`, token)).text)
          .result.version as number;
        const marker = `#ABCD${String(i).padStart(2, '0')}`;
        const saved = await call('PATCH', `/api/sites/${site}/theme`, token, {
          version,
          changes: [{ path: BTN, value: marker }],
        });
        expect(saved.status).toBe(200);
        markers.set(site, marker);
      }

      // One writer per site, so that no save is refused as stale: read the version, save the next
      // colour, repeat; every outcome recorded.
      const outcomes: TOutcome[] = [];
      let writing = true;
      const record = async (
        o: Pick<TOutcome, 'site' | 'kind' | 'value'>,
        run: () => ReturnType<typeof call>,
      ) => {
        const startedAt = Date.now();
        const r = await run();
        const outcome: TOutcome = {
          ...o,
          startedAt,
          endedAt: Date.now(),
          status: r.status,
          retryAfter: r.retryAfter,
          body: r.text,
        };
        outcomes.push(outcome);
        return outcome;
      };
      const writer = async (site: number) => {
        const deadline = Date.now() + 4 * WAIT_MS;
        for (let n = 0; writing && n < 3000 && Date.now() < deadline; n++) {
          const read = await record({ site, kind: 'read' }, () =>
            call('GET', `/api/sites/${site}/theme`, token),
          );
          if (read.status === 200) {
            const version = JSON.parse(read.body).result.version as number;
            const value = `#${(n % 0xffffff).toString(16).padStart(6, '0').toUpperCase()}`;
            await record({ site, kind: 'save', value }, () =>
              call('PATCH', `/api/sites/${site}/theme`, token, {
                version,
                changes: [{ path: BG, value }],
              }),
            );
          }
          await sleep(read.status === 200 ? 5 : 25);
        }
      };
      const writers = Promise.all(sites.map(writer));
      const savedSince = (since: number) =>
        sites.every((site) =>
          outcomes.some(
            (o) => o.site === site && o.kind === 'save' && o.status === 200 && o.startedAt >= since,
          ),
        );

      const outages: {
        mode: string;
        stoppedAt: number;
        restartingAt: number;
        health: Awaited<ReturnType<typeof call>>;
      }[] = [];
      for (const mode of ['fast', 'immediate'] as const) {
        const warm = Date.now();
        await until('saves before the outage', () => savedSince(warm));
        await cluster.stop(mode);
        const stoppedAt = Date.now();
        await until('requests during the outage', () =>
          sites.every(
            (site) =>
              outcomes.filter((o) => o.site === site && o.startedAt >= stoppedAt).length >= 3,
          ),
        );
        const health = await call('GET', '/api/health');
        const restartingAt = Date.now();
        outages.push({ mode, stoppedAt, restartingAt, health });
        await cluster.start();
        const upAt = Date.now();
        await until('saves after the restart', () => savedSince(upAt));
      }
      writing = false;
      await writers;

      // Still the same process: it neither stopped nor was restarted.
      expect(server.exitCode, serverOutput).toBeNull();
      expect(server.signalCode, serverOutput).toBeNull();

      const unavailable = formatMessage('DATABASE_UNAVAILABLE');
      // Never a 500 or a dropped connection: each request either worked or was told to retry.
      const unexpected = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
      expect(unexpected).toEqual([]);
      for (const o of outcomes.filter((o) => o.status === 503)) {
        expect(o.retryAfter).toMatch(/^[1-9][0-9]*$/);
        expect(JSON.parse(o.body)).toEqual({ error: true, result: [unavailable] });
      }
      for (const { stoppedAt, restartingAt, health } of outages) {
        expect(health.status).toBe(503);
        expect(health.retryAfter).toMatch(/^[1-9][0-9]*$/);
        const during = outcomes.filter(
          (o) => o.startedAt >= stoppedAt && o.endedAt <= restartingAt,
        );
        expect(during.length).toBeGreaterThanOrEqual(sites.length * 3);
        expect(during.filter((o) => o.status !== 503)).toEqual([]);
      }

      // Back without restarting the server; what was saved before is there.
      expect((await call('GET', '/api/health')).status).toBe(200);
      for (const site of sites) {
        const theme = JSON.parse(
          (await call('GET', `/api/sites/${site}/theme`, token)).text,
        ).result;
        expect(getPath(theme.values, BTN)).toBe(markers.get(site));
        // The last acknowledged save holds, unless a later save whose answer was lost in an outage
        // committed after it.
        const saves = outcomes.filter((o) => o.site === site && o.kind === 'save');
        const lastOk = saves.findLastIndex((o) => o.status === 200);
        const possible = saves
          .slice(lastOk)
          .filter((o, i) => i === 0 || o.status !== 200)
          .map((o) => o.value);
        expect(possible).toContain(getPath(theme.values, BG));
      }
      console.info(
        `restart under saves: ${outcomes.length} requests, ${outcomes.filter((o) => o.status === 503).length} answered 503`,
      );
    }, 90_000);
  },
);
