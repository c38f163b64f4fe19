import { describe, expect, it } from 'vitest';
import { idPoolsOf, probe, routesOf } from '../../test/fuzz/request-fuzzer';
import { bearer, setupTestApp } from '../../test/helpers';
import { multipartForm, pngOf } from '../../test/multipart-form';
import { storeOrder } from '../modules/orders/orders.test-support';

// At least 200 malformed or hostile requests to every route of the OpenAPI document, from a fixed
// seed (the same requests every run, so a failure can be replayed): no answer may be a 5xx, and no
// request naming the other tenant's row may succeed. bench/security-probe.ts runs the same with
// any seed and more requests.
const PER_ROUTE = 200;
const SEED = 20261123;

describe('every route under malformed and hostile requests', () => {
  const ctx = setupTestApp();

  it(`answers ${PER_ROUTE} fuzzed requests per route without a 5xx or a cross-tenant success`, async () => {
    const { app } = ctx.t;
    await app.ready();
    const routes = routesOf(app.swagger() as never);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const tokens = { ours: ctx.ours, theirs: ctx.theirs };
    // The seed places no order: a few, so that the orders' routes are tried on real ones.
    for (const subdomain of ['demo', 'demo', 'other']) await storeOrder(ctx.t, subdomain);
    const pools = await idPoolsOf(app, tokens);
    expect(pools.orders.ours).toHaveLength(2);
    // A file the other tenant uploaded: its URL is public, but ours may not use it.
    const theirSite = pools.sites.theirs[0];
    const form = await multipartForm({ target: 'logo' }, [
      { name: 'logo.png', type: 'image/png', bytes: await pngOf(64, 64) },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: `/api/sites/${theirSite}/images`,
      headers: { ...bearer(ctx.theirs), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(200);
    pools.theirFileUrl = upload.json().result.url;

    const result = await probe(app, routes, { seed: SEED, perRoute: PER_ROUTE, pools, tokens });
    expect(result.requests).toBe(routes.length * PER_ROUTE);
    expect(result.serverErrors.slice(0, 10)).toEqual([]);
    expect(result.leaks.slice(0, 10)).toEqual([]);
    // The run reached past validation: some requests succeeded and some were refused as bad input.
    expect(result.statuses[200]).toBeGreaterThan(0);
    expect(result.statuses[400]).toBeGreaterThan(0);
  }, 600_000);
});
