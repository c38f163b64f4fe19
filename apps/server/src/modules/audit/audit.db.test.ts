import type { TAuditEntry, TAuditPage } from '@oc/domain/audit/audit.schema';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, productIdOf, setupTestApp } from '../../../test/helpers';
import { auditEvents, projects, users } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { saveCredentials } from '../credentials/credentials.test-support';
import { menuApi, PIZZA } from '../menus/menus.test-support';
import { storeOrder } from '../orders/orders.test-support';
import { recordAudit, type TAuditActor } from './record-audit';

// The record of who changed what, on a real database: each area's change writes its entry in the
// change's transaction, a refused change writes none, entries cannot be changed or removed, and
// the page and its CSV show only the caller's project's entries.

const ctx = setupTestApp();
const menus = menuApi(ctx);
let demo: number;
let other: number;

beforeAll(async () => {
  const rows = await ctx.t.database.db
    .select({ id: projects.id, code: projects.code })
    .from(projects);
  demo = rows.find((row) => row.code === 'demo')?.id ?? NaN;
  other = rows.find((row) => row.code === 'other')?.id ?? NaN;
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  token = ctx.ours,
) => ctx.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Every entry of a project, newest first, straight from the table. */
const entriesOf = (projectId: number) =>
  ctx.t.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.projectId, projectId))
    .orderBy(sql`${auditEvents.id} desc`);

/** The newest entry of our project, expected to be the one a change just wrote. */
async function newest() {
  const [row] = await entriesOf(demo);
  if (!row) throw new Error('no entry');
  return row;
}

/** Runs `change` and answers how many entries of our project it wrote. */
async function entriesWrittenBy(change: () => Promise<unknown>) {
  const before = (await entriesOf(demo)).length;
  await change();
  return (await entriesOf(demo)).length - before;
}

async function siteIdOf(code: string, token = ctx.ours) {
  const products = (await ctx.get('/api/products', token)).json().result as {
    code: string;
    site_id: number;
  }[];
  return products.find((p) => p.code === code)?.site_id as number;
}

describe('each area records its changes with who, from where and what', () => {
  it('a website save: the fields, before → after, by the owner', async () => {
    const id = await siteIdOf('web_ordering');
    const was = (await ctx.get(`/api/sites/${id}`)).json().result;
    const response = await call('PATCH', `/api/sites/${id}`, { name: 'Demo Eats Audited' });
    expect(response.statusCode, response.body).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({
      area: 'branding',
      action: 'site.saved',
      target: 'Demo Eats Audited',
      changes: { name: { before: was.name, after: 'Demo Eats Audited' } },
    });
    expect(entry.actor).toContain('owner@demo.test');
    expect(entry.userId).toEqual(expect.any(Number));
    expect(entry.ip).toBe('127.0.0.1');
  });

  it('a theme save: the paths changed, before → after', async () => {
    const id = await siteIdOf('web_ordering');
    const theme = (await ctx.get(`/api/sites/${id}/theme`)).json().result;
    const path = 'my_products.components.theme_settings.components.style.background_page';
    const response = await call('PATCH', `/api/sites/${id}/theme`, {
      version: theme.version,
      changes: [{ path, value: '#123456' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({ area: 'branding', action: 'theme.saved' });
    expect(entry.changes?.[path]).toMatchObject({ after: '#123456' });
    expect(entry.changes?.[path]?.before).not.toBe('#123456');
  });

  it('an app save: which fields, before → after', async () => {
    const appId = await productIdOf(ctx, 'app_customer_x');
    const response = await call('PATCH', `/api/builder/apps/${appId}`, {
      description: 'Audited app',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await newest()).toMatchObject({
      area: 'apps',
      action: 'app.saved',
      changes: { description: { after: 'Audited app' } },
    });
  });

  it('credentials: the fields that changed, never a value, anywhere in the row', async () => {
    const appId = await productIdOf(ctx, 'app_customer_x');
    const secret = 'SECRETTEAM9';
    const response = await saveCredentials(ctx, appId, 'ios', {
      team_id: secret,
      itc_team_id: '118123456',
    });
    expect(response.statusCode, response.body).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({ area: 'credentials', action: 'credentials.saved' });
    expect(entry.changes).toEqual({ team_id: {}, itc_team_id: {} });
    expect(JSON.stringify(entry)).not.toContain(secret);
    expect(JSON.stringify(entry)).not.toContain('118123456');
    // A second save of one field names only that field.
    await saveCredentials(ctx, appId, 'ios', { team_id: 'OTHERTEAM1' });
    expect((await newest()).changes).toEqual({ team_id: {} });
  });

  it('businesses: created, changed (fields before → after), archived', async () => {
    const created = await call('POST', '/api/businesses', { name: 'Audit Bistro' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().result.id as number;
    expect(await newest()).toMatchObject({
      area: 'businesses',
      action: 'business.created',
      target: 'Audit Bistro',
    });
    const changed = await call('PATCH', `/api/businesses/${id}`, {
      delivery_fee: 250,
      published: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await newest()).changes).toMatchObject({
      delivery_fee: { after: 250 },
      published: { before: true, after: false },
    });
    expect((await call('POST', `/api/businesses/${id}/archive`)).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'business.archived', target: 'Audit Bistro' });
    // Archiving an archived business changes nothing, so records nothing.
    expect(await entriesWrittenBy(() => call('POST', `/api/businesses/${id}/archive`))).toBe(0);
  });

  it('menus: a category and a product by name, a product change before → after', async () => {
    const [businessId] = await menus.freshBusinessIds();
    const category = await menus.addCategory(businessId as number, 'Audited pizzas');
    expect(await newest()).toMatchObject({
      area: 'businesses',
      action: 'menu.category_added',
    });
    expect((await newest()).target).toContain('Audited pizzas');
    const product = await menus.addProduct(category.id, PIZZA);
    expect(await newest()).toMatchObject({ action: 'menu.product_added', target: 'Margherita' });
    await menus.updateProduct(product.id, { price: 1200 });
    expect(await newest()).toMatchObject({
      action: 'menu.product_changed',
      changes: { price: { before: 950, after: 1200 } },
    });
  });

  it('a menu copied, a business image removed, the notification sound: one entry each', async () => {
    const [to, from] = await menus.businessIds();
    const copied = await call('POST', `/api/businesses/${to}/menu/copy`, {
      from_business_id: from,
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(await newest()).toMatchObject({ area: 'businesses', action: 'menu.copied' });
    const removed = await call('DELETE', `/api/businesses/${to}/images/logo`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'business.image_removed',
      changes: { logo: { after: null } },
    });
    const sound = await call('POST', '/api/custom-sound/url', {
      url: 'https://sounds.example.com/ding.mp3',
    });
    expect(sound.statusCode, sound.body).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'custom_sound.saved',
      changes: { custom_sound: { after: 'https://sounds.example.com/ding.mp3' } },
    });
  });

  it("an order's status: who moved order #N from → to, with the reason", async () => {
    const order = await storeOrder(ctx.t, 'demo');
    const response = await call('POST', `/api/orders/${order.id}/status`, {
      status: 'rejected',
      reason: 'Out of dough',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await newest()).toMatchObject({
      area: 'orders',
      action: 'order.status',
      target: `#${order.number}`,
      changes: {
        status: { before: 'received', after: 'rejected' },
        reason: { after: 'Out of dough' },
      },
    });
  });

  it('webhooks: created, changed and deleted, never the signing secret', async () => {
    const created = await call('POST', '/api/webhooks/endpoints', {
      url: 'https://93.184.215.14/hooks/audit',
      events: ['order.created'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, secret } = created.json().result as { id: number; secret: string };
    expect(await newest()).toMatchObject({ area: 'webhooks', action: 'webhook.created' });
    await call('PATCH', `/api/webhooks/endpoints/${id}`, { enabled: false });
    expect((await newest()).changes).toEqual({ enabled: { before: true, after: false } });
    const rotated = await call('POST', `/api/webhooks/endpoints/${id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect((await newest()).changes).toEqual({ secret: {} });
    await call('DELETE', `/api/webhooks/endpoints/${id}`);
    expect(await newest()).toMatchObject({ action: 'webhook.deleted' });
    const all = JSON.stringify(await entriesOf(demo));
    expect(all).not.toContain(secret);
    expect(all).not.toContain(rotated.json().result.secret);
  });
});

describe('a change that fails leaves no entry', () => {
  it('refused by validation (400)', async () => {
    const id = await siteIdOf('web_ordering');
    expect(
      await entriesWrittenBy(async () => {
        const response = await call('PATCH', `/api/sites/${id}`, { name: '' });
        expect(response.statusCode).toBe(400);
      }),
    ).toBe(0);
  });

  it('refused as a conflict (409: a stale theme, a category with products)', async () => {
    const id = await siteIdOf('web_ordering');
    const theme = (await ctx.get(`/api/sites/${id}/theme`)).json().result;
    const path = 'my_products.components.theme_settings.components.style.background_page';
    await call('PATCH', `/api/sites/${id}/theme`, {
      version: theme.version,
      changes: [{ path, value: '#000011' }],
    });
    expect(
      await entriesWrittenBy(async () => {
        const stale = await call('PATCH', `/api/sites/${id}/theme`, {
          version: theme.version,
          changes: [{ path, value: '#000022' }],
        });
        expect(stale.statusCode).toBe(409);
      }),
    ).toBe(0);
    const [businessId] = await menus.freshBusinessIds();
    const category = await menus.addCategory(businessId as number, 'Kept');
    await menus.addProduct(category.id, PIZZA);
    expect(
      await entriesWrittenBy(async () => {
        const refused = await call('DELETE', `/api/menu/categories/${category.id}`);
        expect(refused.statusCode).toBe(409);
      }),
    ).toBe(0);
  });

  it('an error thrown inside the transaction after the entry takes the entry with it', async () => {
    const actor: TAuditActor = { userId: null, name: 'Owner Console', email: '', ip: null };
    const written = await entriesWrittenBy(() =>
      ctx.t.database.db
        .transaction(async (tx) => {
          await recordAudit({ db: tx, projectId: demo }, actor, {
            area: 'branding',
            action: 'site.saved',
          });
          throw new Error('the change failed after its entry');
        })
        .catch(() => {}),
    );
    expect(written).toBe(0);
  });
});

describe('entries cannot be changed or removed', () => {
  it('UPDATE and DELETE on audit_events are refused by the database', async () => {
    const entry = await newest();
    await expect(
      ctx.t.database.db.execute(
        sql`update audit_events set action = 'forged' where id = ${entry.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      ctx.t.database.db.execute(sql`delete from audit_events where id = ${entry.id}`),
    ).rejects.toThrow();
    expect((await newest()).action).toBe(entry.action);
  });

  it('removing a member keeps their entries: the link goes, their name stays', async () => {
    const [member] = await ctx.t.database.db
      .insert(users)
      .values({
        projectId: demo,
        email: 'leaving@demo.test',
        name: 'Leaving Member',
        // Never signs in: the entry is written for it below.
        passwordHash: 'not-a-password-hash',
        role: 'admin',
      })
      .returning();
    if (!member) throw new Error('no member');
    const actor = { userId: member.id, name: member.name, email: member.email, ip: '10.0.0.9' };
    await recordAudit({ db: ctx.t.database.db, projectId: demo }, actor, {
      area: 'branding',
      action: 'site.saved',
      target: 'Before leaving',
    });
    await ctx.t.database.db.delete(users).where(eq(users.id, member.id));
    const [kept] = (await entriesOf(demo)).filter((e) => e.target === 'Before leaving');
    expect(kept).toMatchObject({ userId: null, actor: 'Leaving Member <leaving@demo.test>' });
  });

  it('the API has no route that changes or removes an entry', async () => {
    const { id } = await newest();
    for (const method of ['PATCH', 'DELETE'] as const)
      expect((await call(method, `/api/audit/${id}`, {})).statusCode).toBe(404);
  });
});

describe('GET /api/audit and /api/audit.csv', () => {
  const page = async (query = '', token = ctx.ours) => {
    const response = await ctx.get(`/api/audit${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as TAuditPage;
  };

  it('pages newest first, 50 a page, with the total', async () => {
    const system: TAuditActor = { userId: null, name: 'Paging', email: 'p@x.test', ip: null };
    for (let i = 0; i < 55; i++)
      await recordAudit({ db: ctx.t.database.db, projectId: demo }, system, {
        area: 'domains',
        action: 'domain.requested',
        target: `paged-${i}.example.com`,
      });
    const first = await page('?area=domains');
    expect(first.total).toBeGreaterThanOrEqual(55);
    expect(first.items).toHaveLength(50);
    expect(first.page_size).toBe(50);
    expect(first.items[0]?.target).toBe('paged-54.example.com');
    const ids = first.items.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await page('?area=domains&page=2');
    expect(second.items.length).toBe(first.total - 50);
    expect(second.items.some((e) => ids.includes(e.id))).toBe(false);
  });

  it('filters by member, area and time', async () => {
    const me = (await ctx.get('/api/auth/me')).json().result as { id: number };
    const mine = await page(`?member=${me.id}`);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((e) => e.user_id === me.id)).toBe(true);
    expect(mine.members).toContainEqual({
      user_id: me.id,
      actor: expect.stringContaining('owner@demo.test'),
    });
    const orders = await page('?area=orders');
    expect(orders.items.length).toBeGreaterThan(0);
    expect(orders.items.every((e) => e.area === 'orders')).toBe(true);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await page(`?from=${encodeURIComponent(future)}`)).total).toBe(0);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await page(`?to=${encodeURIComponent(past)}`)).total).toBe(0);
    expect((await page(`?from=${encodeURIComponent(past)}`)).total).toBe((await page()).total);
  });

  it('is for owners and admins: a business manager is refused in words', async () => {
    const password = 'member-password-1';
    const tokens: Record<string, string> = {};
    for (const role of ['admin', 'business_manager'] as const) {
      const email = `${role}@audit.test`;
      await ctx.t.database.db.insert(users).values({
        projectId: demo,
        email,
        name: role,
        passwordHash: await hashPassword(password),
        role,
      });
      const login = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      expect(login.statusCode, login.body).toBe(200);
      tokens[role] = login.json().result.token;
    }
    expect((await ctx.get('/api/audit', tokens.admin)).statusCode).toBe(200);
    expect((await ctx.get('/api/audit.csv', tokens.admin)).statusCode).toBe(200);
    for (const url of ['/api/audit', '/api/audit.csv']) {
      const refused = await ctx.get(url, tokens.business_manager);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().result[0]).toMatch(/ask an owner or an admin/);
    }
  });

  it('refuses bad filters in words', async () => {
    for (const query of ['?area=everything', '?member=abc', '?from=yesterday', '?page=0']) {
      const response = await ctx.get(`/api/audit${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe(true);
    }
  });

  it("never shows another project's entries", async () => {
    const theirs = await page('', ctx.theirs);
    const ours = await page();
    expect(ours.items.length).toBeGreaterThan(0);
    const ourIds = new Set(ours.items.map((e) => e.id));
    expect(theirs.items.some((e) => ourIds.has(e.id))).toBe(false);
    expect(theirs.items.every((e) => !e.actor.includes('owner@demo.test'))).toBe(true);
    // Their own change shows to them, not to us.
    const id = await siteIdOf('web_ordering', ctx.theirs);
    await call('PATCH', `/api/sites/${id}`, { description: 'Their change' }, ctx.theirs);
    expect((await page('', ctx.theirs)).items[0]?.actor).toContain('owner@other.test');
    expect((await entriesOf(other))[0]?.action).toBe('site.saved');
    expect((await page()).items.some((e) => e.actor.includes('owner@other.test'))).toBe(false);
    const csv = (await ctx.get('/api/audit.csv')).body;
    expect(csv).not.toContain('owner@other.test');
  });

  it('exports CSV: a header, quoted cells, formulas neutralised', async () => {
    const actor: TAuditActor = {
      userId: null,
      name: '=HYPERLINK("x")',
      email: 'a@x.test',
      ip: null,
    };
    await recordAudit({ db: ctx.t.database.db, projectId: demo }, actor, {
      area: 'businesses',
      action: 'business.updated',
      target: '+Pizza, "the best"\nin town',
      changes: { name: { before: '@old', after: '-new' } },
    });
    const response = await ctx.get('/api/audit.csv?area=businesses');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.body.startsWith('\uFEFFwhen,who,address,area,action,target,changes\r\n')).toBe(
      true,
    );
    // RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled; a cell a
    // spreadsheet would run as a formula starts with an apostrophe.
    const [, first] = response.body.split('\r\n');
    expect(first).toMatch(/^\d{4}-\d\d-\d\dT[^,]+Z,/);
    expect(first).toContain(`,"'=HYPERLINK(""x"") <a@x.test>",,businesses,business.updated,`);
    expect(first).toContain(`,"'+Pizza, ""the best""\nin town",`);
    expect(first?.endsWith(',name: @old → -new')).toBe(true);
    const areas = response.body.split('\r\n').slice(1, -1);
    expect(areas.every((line) => line.includes(',businesses,'))).toBe(true);
  });

  it('answers the entry shape the console reads', async () => {
    const [entry] = (await page()).items as TAuditEntry[];
    expect(Object.keys(entry ?? {}).sort()).toEqual(
      ['action', 'actor', 'area', 'changes', 'created_at', 'id', 'ip', 'target', 'user_id'].sort(),
    );
  });
});
