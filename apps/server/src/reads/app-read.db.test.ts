import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../../test/count-statements';
import { bearer, setupTestApp } from '../../test/helpers';
import { appIdOf } from '../modules/apps/apps.test-support';

const ctx = setupTestApp();

const statements = countStatements(() => ctx.t.database.db);

/** Any committed write: after it, nothing read before may be served again (lib/read-cache.ts). */
async function writeSomething(appId: number) {
  await ctx.t.database.db.execute(sql`update apps set name = name where id = ${appId}`);
}

/**
 * The statements one GET of the app runs, the session lookup included: after a write when `cold`,
 * so that nothing is kept; else right after a read. The fewest of three reads: the custom-domain
 * list's timer may add its own statement to one of them, never take one away.
 */
async function statementsOfRead(code: string, { cold }: { cold: boolean }): Promise<number> {
  const appId = await appIdOf(ctx, code);
  const url = `/api/builder/apps/${appId}`;
  const counts: number[] = [];
  for (let i = 0; i < 3; i++) {
    if (cold) await writeSomething(appId);
    else expect((await ctx.get(url)).statusCode).toBe(200);
    statements.reset();
    expect((await ctx.get(url)).statusCode).toBe(200);
    counts.push(statements.count());
  }
  return Math.min(...counts);
}

describe('GET /api/builder/apps/:appId reads in a few statements, not a chain', () => {
  it('runs the session lookup, the app with its lists in one, and the credentials', async () => {
    expect(await statementsOfRead('app_customer_x', { cold: true })).toBe(3);
  });

  it('adds the address settings for the kiosk app, whose preview address needs them', async () => {
    expect(await statementsOfRead('app_kiosk_x', { cold: true })).toBe(4);
  });
});

describe('GET /api/builder/apps/:appId again, with nothing written since', () => {
  it('runs no statement: the session and the app are kept from the read before', async () => {
    expect(await statementsOfRead('app_customer_x', { cold: false })).toBe(0);
    expect(await statementsOfRead('app_kiosk_x', { cold: false })).toBe(0);
  });

  it('reads again after any write', async () => {
    const appId = await appIdOf(ctx, 'app_customer_x');
    const url = `/api/builder/apps/${appId}`;
    await ctx.get(url);
    await writeSomething(appId);
    statements.reset();
    expect((await ctx.get(url)).statusCode).toBe(200);
    expect(statements.count()).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /api/builder/apps/:appId compressed', () => {
  const read = async (acceptEncoding?: string) => {
    const appId = await appIdOf(ctx, 'app_customer_x');
    return ctx.t.app.inject({
      url: `/api/builder/apps/${appId}`,
      headers: {
        ...bearer(ctx.ours),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });
  };

  it('answers brotli or gzip as asked, the same JSON as uncompressed, twice over', async () => {
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    for (let i = 0; i < 2; i++) {
      const br = await read('gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gz = await read('br;q=0, gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('answers the app as it is after a write, compressed too', async () => {
    await read('br');
    const appId = await appIdOf(ctx, 'app_customer_x');
    for (const name of ['Renamed for brotli', 'Renamed again']) {
      await ctx.t.database.db.execute(sql`update apps set name = ${name} where id = ${appId}`);
      const br = await read('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).result.name).toBe(name);
      expect((await read()).json().result.name).toBe(name);
    }
  });
});
