import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, setupTestApp, TEST_USERS } from '../../test/helpers';
import { multipartForm, pngOf } from '../../test/multipart-form';
import { seedMember, setMemberBusinessIds } from '../../test/team-members';
import { users } from '../db/schema';
import { storeOrder } from '../modules/orders/orders.test-support';

// A business manager sees and changes only the businesses they are given: the rest of the project
// answers exactly as another project's does (absent from lists, 404 by id), and what changes the
// whole project is refused in words (403).

const NO_ACCESS = "You don't have access to this: ask an owner or an admin of the project.";

type TBusiness = { id: number; slug: string; name: string };

describe('a business manager', () => {
  const ctx = setupTestApp();
  let manager: { userId: number; token: string };
  let mine: TBusiness;
  let notMine: TBusiness;
  let theirs: TBusiness;
  const as = (token: string, request: InjectOptions) =>
    ctx.t.app.inject({ ...request, headers: { ...request.headers, ...bearer(token) } });

  beforeAll(async () => {
    const list = async (token: string) =>
      (await ctx.get('/api/businesses?page_size=2', token)).json().result.items as TBusiness[];
    [mine, notMine] = (await list(ctx.ours)) as [TBusiness, TBusiness];
    [theirs] = (await list(ctx.theirs)) as [TBusiness];
    manager = await seedMember(ctx.t, {
      ownerEmail: TEST_USERS.demo.email,
      email: 'manager@demo.test',
      role: 'business_manager',
      businessIds: [mine.id],
    });
  });

  it('is told who they are: role and businesses, at login and from /auth/me', async () => {
    const me = (await ctx.get('/api/auth/me', manager.token)).json().result;
    expect(me).toMatchObject({ role: 'business_manager', business_ids: [mine.id] });
    const owner = (await ctx.get('/api/auth/me')).json().result;
    expect(owner).toMatchObject({ role: 'owner', business_ids: [] });
  });

  it('lists only their businesses', async () => {
    const page = (await ctx.get('/api/businesses?page_size=100', manager.token)).json().result;
    expect(page.items.map((b: TBusiness) => b.id)).toEqual([mine.id]);
    expect(page.total).toBe(1);
    const bySearch = await ctx.get(
      `/api/businesses?search=${encodeURIComponent(notMine.name)}`,
      manager.token,
    );
    expect(bySearch.json().result.total).toBe(0);
  });

  it('reads and edits their business; another of the project is 404 exactly like another project’s', async () => {
    expect((await ctx.get(`/api/businesses/${mine.id}`, manager.token)).statusCode).toBe(200);
    const edited = await as(manager.token, {
      method: 'PATCH',
      url: `/api/businesses/${mine.id}`,
      payload: { phone: '555 0199', delivery_fee: 250 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result).toMatchObject({ phone: '555 0199', delivery_fee: 250 });

    for (const method of ['GET', 'PATCH'] as const) {
      const payload = method === 'PATCH' ? { phone: '1' } : undefined;
      const sibling = await as(manager.token, {
        method,
        url: `/api/businesses/${notMine.id}`,
        ...(payload ? { payload } : {}),
      });
      const foreign = await as(manager.token, {
        method,
        url: `/api/businesses/${theirs.id}`,
        ...(payload ? { payload } : {}),
      });
      expect(sibling.statusCode).toBe(404);
      expect(sibling.body).toBe(foreign.body);
    }
    // The refused edit changed nothing.
    const owner = (await ctx.get(`/api/businesses/${notMine.id}`)).json().result;
    expect(owner.phone).not.toBe('1');
  });

  it('cannot create, archive or restore a business, nor read the franchises: 403 in words', async () => {
    const refused = [
      { method: 'POST', url: '/api/businesses', payload: { name: 'Mine now' } },
      { method: 'POST', url: `/api/businesses/${mine.id}/archive` },
      { method: 'POST', url: `/api/businesses/${mine.id}/restore` },
      { method: 'GET', url: '/api/franchises' },
      { method: 'GET', url: '/api/products' },
      { method: 'GET', url: '/api/webhooks/endpoints' },
    ] as const;
    for (const request of refused) {
      const response = await as(manager.token, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json()).toEqual({ error: true, result: [NO_ACCESS] });
    }
    const names = (await ctx.get('/api/businesses?search=Mine%20now')).json().result.total;
    expect(names).toBe(0);
  });

  it('works on their menu; another business’s menu, categories and products are 404', async () => {
    const menuOf = async (id: number, token = ctx.ours) =>
      (await ctx.get(`/api/businesses/${id}/menu`, token)).json().result as {
        categories: { id: number; products: { id: number }[] }[];
      };
    expect((await ctx.get(`/api/businesses/${mine.id}/menu`, manager.token)).statusCode).toBe(200);
    const added = await as(manager.token, {
      method: 'POST',
      url: `/api/businesses/${mine.id}/menu/categories`,
      payload: { name: 'Specials' },
    });
    expect(added.statusCode).toBe(200);

    const other = await menuOf(notMine.id);
    const category = other.categories.find((c) => c.products.length > 0);
    if (!category?.products[0]) throw new Error('the seeded menu has no product');
    const product = category.products[0];
    const refused: InjectOptions[] = [
      { method: 'GET', url: `/api/businesses/${notMine.id}/menu` },
      {
        method: 'POST',
        url: `/api/businesses/${notMine.id}/menu/categories`,
        payload: { name: 'X' },
      },
      { method: 'PATCH', url: `/api/menu/categories/${category.id}`, payload: { name: 'X' } },
      { method: 'DELETE', url: `/api/menu/categories/${category.id}?with_products=true` },
      { method: 'PATCH', url: `/api/menu/products/${product.id}`, payload: { name: 'X' } },
      { method: 'DELETE', url: `/api/menu/products/${product.id}` },
      {
        method: 'POST',
        url: `/api/businesses/${mine.id}/menu/copy`,
        payload: { from_business_id: notMine.id },
      },
      { method: 'POST', url: `/api/businesses/${notMine.id}/preview-link` },
    ];
    for (const request of refused) {
      const response = await as(manager.token, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    expect(await menuOf(notMine.id)).toEqual(other);
  });

  it('uploads product images and business images only for their businesses', async () => {
    const upload = async (url: string) => {
      const form = await multipartForm({}, [
        { name: 'dish.png', type: 'image/png', bytes: await pngOf(64, 64) },
      ]);
      return as(manager.token, {
        method: 'POST',
        url,
        headers: { 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    expect((await upload(`/api/businesses/${mine.id}/product-images`)).statusCode).toBe(200);
    expect((await upload(`/api/businesses/${notMine.id}/product-images`)).statusCode).toBe(404);
    expect((await upload(`/api/businesses/${mine.id}/images/logo`)).statusCode).toBe(200);
    expect((await upload(`/api/businesses/${notMine.id}/images/logo`)).statusCode).toBe(404);
    const removed = await as(manager.token, {
      method: 'DELETE',
      url: `/api/businesses/${notMine.id}/images/logo`,
    });
    expect(removed.statusCode).toBe(404);
  });

  it('sees and moves only their businesses’ orders, under old slugs too', async () => {
    const own = await storeOrder(ctx.t, 'demo', {
      businessSlug: mine.slug,
      businessName: mine.name,
    });
    const other = await storeOrder(ctx.t, 'demo', {
      businessSlug: notMine.slug,
      businessName: notMine.name,
    });
    const list = (await ctx.get('/api/orders?page_size=100', manager.token)).json().result;
    expect(list.items.map((o: { id: number }) => o.id)).toEqual([own.id]);
    expect(list.total).toBe(1);
    const csv = (await ctx.get('/api/orders/export', manager.token)).body;
    expect(csv).toContain(mine.name);
    expect(csv).not.toContain(notMine.name);

    expect((await ctx.get(`/api/orders/${own.id}`, manager.token)).statusCode).toBe(200);
    const hidden = await ctx.get(`/api/orders/${other.id}`, manager.token);
    expect(hidden.statusCode).toBe(404);
    const move = (id: number) =>
      as(manager.token, {
        method: 'POST',
        url: `/api/orders/${id}/status`,
        payload: { status: 'rejected', reason: 'Closed today' },
      });
    expect((await move(other.id)).statusCode).toBe(404);
    expect((await ctx.get(`/api/orders/${other.id}`)).json().result.status).toBe('received');
    expect((await move(own.id)).statusCode).toBe(200);

    // Renamed, the business keeps its old orders in the manager's inbox.
    const renamed = await as(manager.token, {
      method: 'PATCH',
      url: `/api/businesses/${mine.id}`,
      payload: { slug: `${mine.slug}-moved` },
    });
    expect(renamed.statusCode).toBe(200);
    const after = (await ctx.get('/api/orders?page_size=100', manager.token)).json().result;
    expect(after.items.map((o: { id: number }) => o.id)).toEqual([own.id]);
  });

  it('sees a change of their businesses or role on the next request', async () => {
    await setMemberBusinessIds(ctx.t, manager.userId, [mine.id, notMine.id]);
    expect((await ctx.get(`/api/businesses/${notMine.id}`, manager.token)).statusCode).toBe(200);
    const me = (await ctx.get('/api/auth/me', manager.token)).json().result;
    expect([...me.business_ids].sort()).toEqual([mine.id, notMine.id].sort());

    await ctx.t.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, manager.userId));
    expect((await ctx.get('/api/products', manager.token)).statusCode).toBe(200);
    await ctx.t.database.db
      .update(users)
      .set({ role: 'business_manager' })
      .where(eq(users.id, manager.userId));
    await setMemberBusinessIds(ctx.t, manager.userId, [mine.id]);
    expect((await ctx.get('/api/products', manager.token)).statusCode).toBe(403);
    expect((await ctx.get(`/api/businesses/${notMine.id}`, manager.token)).statusCode).toBe(404);
  });

  it('with no business left, sees none', async () => {
    await setMemberBusinessIds(ctx.t, manager.userId, []);
    const page = (await ctx.get('/api/businesses', manager.token)).json().result;
    expect(page.total).toBe(0);
    expect((await ctx.get('/api/orders', manager.token)).json().result.total).toBe(0);
    await setMemberBusinessIds(ctx.t, manager.userId, [mine.id]);
  });
});
