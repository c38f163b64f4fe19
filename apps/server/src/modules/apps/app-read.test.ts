import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import { appIdOf } from './apps.test-support';

const ctx = setupTestApp();

// Every statement goes through the driver's client (the PGlite instance or the pg pool): counting
// its query calls counts the statements of a request, whichever database the project runs on.
type TClient = { query: (...args: unknown[]) => Promise<unknown> };
let statements = 0;
let client: TClient;
let query: TClient['query'];
beforeAll(() => {
  client = (ctx.t.database.db as unknown as { $client: TClient }).$client;
  query = client.query;
  client.query = (...args) => {
    statements += 1;
    return query.apply(client, args);
  };
});
afterAll(() => {
  client.query = query;
});

/**
 * The statements one GET of the app runs, the session lookup included. The fewest of three reads:
 * the custom-domain list's timer may add its own statement to one of them, never take one away.
 */
async function statementsOfRead(code: string): Promise<number> {
  const url = `/api/builder/apps/${await appIdOf(ctx, code)}`;
  const counts: number[] = [];
  for (let i = 0; i < 3; i++) {
    statements = 0;
    expect((await ctx.get(url)).statusCode).toBe(200);
    counts.push(statements);
  }
  return Math.min(...counts);
}

describe('GET /api/builder/apps/:appId reads in a few statements, not a chain', () => {
  it('runs the session lookup, the app with its lists in one, and the credentials', async () => {
    expect(await statementsOfRead('app_customer_x')).toBe(3);
  });

  it('adds the address settings for the kiosk app, whose preview address needs them', async () => {
    expect(await statementsOfRead('app_kiosk_x')).toBe(4);
  });
});
