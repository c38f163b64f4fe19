import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { writesHeard } from '../../../test/writes-heard';
import { auditEvents } from '../../db/schema';
import { siteRequest } from '../website/website.test-support';

// The languages a website speaks (docs/product/website-settings.md#languages): its own
// (PATCH /api/sites/:id {languages}) or, with none, the project's (PUT /api/project/languages);
// the refusals, who may, and what the public website then serves.

const ctx = setupTestApp();
let ours: number;
let theirs: number;

async function siteId(code: string, token = ctx.ours) {
  const products = (await ctx.get('/api/products', token)).json().result as {
    code: string;
    site_id: number;
  }[];
  return products.find((p) => p.code === code)?.site_id as number;
}

const patch = (id: number, payload: unknown, token = ctx.ours) =>
  ctx.t.app.inject({
    method: 'PATCH',
    url: `/api/sites/${id}`,
    headers: bearer(token),
    payload: payload as object,
  });
const putProject = (payload: unknown, token = ctx.ours) =>
  ctx.t.app.inject({
    method: 'PUT',
    url: '/api/project/languages',
    headers: bearer(token),
    payload: payload as object,
  });
const siteOf = async (id: number, token = ctx.ours) =>
  (await ctx.get(`/api/sites/${id}`, token)).json().result;

/** A business manager of our project, signed in, as the team's invitation makes one. */
async function businessManager(): Promise<string> {
  const business = (await ctx.get('/api/businesses')).json().result.items[0].id as number;
  const invited = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/team/invitations',
    headers: bearer(ctx.ours),
    payload: {
      email: 'manager@languages.test',
      role: 'business_manager',
      business_ids: [business],
    },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = String(invited.json().result.link).split('/join/')[1];
  const joined = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/invitations/${token}/accept`,
    payload: { name: 'Manager', password: 'a-good-password' },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  return joined.json().result.token as string;
}

/** The newest audit entry of an action. */
async function lastEntry(action: string) {
  const [entry] = await ctx.t.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return entry;
}

/** A page of the demo's ordering website, once every save so far has been heard. */
async function page(path: string) {
  await writesHeard(ctx.t.database);
  return siteRequest(ctx, 'demo', path);
}

beforeAll(async () => {
  ours = await siteId('web_ordering');
  theirs = await siteId('web_ordering', ctx.theirs);
});

describe("a website's own languages", () => {
  it('saves them, the default first, and answers them as the site’s', async () => {
    const response = await patch(ours, { languages: ['es', 'en'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({
      languages: ['es', 'en'],
      own_languages: ['es', 'en'],
    });
    const entry = await lastEntry('site.saved');
    expect(entry).toMatchObject({ area: 'branding' });
    expect(entry?.changes).toMatchObject({ languages: { after: ['es', 'en'] } });
  });

  it('refuses a list that is not one, empty, unknown or twice, each in words, and changes nothing', async () => {
    await patch(ours, { languages: ['fr', 'en'] });
    const before = await siteOf(ours);
    const refusals: [unknown, RegExp][] = [
      ['en', /must be a list of language codes/],
      [{ es: true }, /must be a list of language codes/],
      [[], /Choose at least one language for the website/],
      [['en', 'de'], /not available in one of these languages/],
      [['en', 42], /not available in one of these languages/],
      [['EN'], /not available in one of these languages/],
      [['en', 'es', 'en'], /has a language twice/],
      [['en', 'es', 'fr', 'ar', 'en'], /has a language twice/],
    ];
    for (const [languages, message] of refusals) {
      const response = await patch(ours, { languages });
      expect(response.statusCode, JSON.stringify(languages)).toBe(400);
      expect(response.json().error).toBe(true);
      expect(response.json().result.join(' '), JSON.stringify(languages)).toMatch(message);
    }
    expect(await siteOf(ours)).toEqual(before);
  });

  it('follows the project’s again when given null', async () => {
    await putProject({ languages: ['en', 'fr'] });
    await patch(ours, { languages: ['es'] });
    const response = await patch(ours, { languages: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({
      languages: ['en', 'fr'],
      own_languages: null,
      project_languages: ['en', 'fr'],
    });
  });

  it('answers 404 for another project’s site and leaves it as it was', async () => {
    const before = await siteOf(theirs, ctx.theirs);
    expect((await patch(theirs, { languages: ['ar'] })).statusCode).toBe(404);
    expect(await siteOf(theirs, ctx.theirs)).toEqual(before);
  });
});

describe("the project's languages", () => {
  it('saves them for every website without its own, and records who did', async () => {
    await patch(ours, { languages: null });
    const franchise = await siteId('web_franchise');
    await patch(franchise, { languages: ['fr'] });
    const response = await putProject({ languages: ['ar', 'en'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toEqual({ languages: ['ar', 'en'] });
    expect(await siteOf(ours)).toMatchObject({ languages: ['ar', 'en'], own_languages: null });
    // A website with languages of its own keeps them.
    expect(await siteOf(franchise)).toMatchObject({
      languages: ['fr'],
      project_languages: ['ar', 'en'],
    });
    const entry = await lastEntry('project.languages_saved');
    expect(entry).toMatchObject({ area: 'branding', target: 'ar, en' });
    expect(entry?.changes).toMatchObject({ languages: { after: ['ar', 'en'] } });
    // Another project's websites are not ours to change.
    expect(await siteOf(theirs, ctx.theirs)).not.toMatchObject({ project_languages: ['ar', 'en'] });
  });

  it('refuses a bad list in words and changes nothing', async () => {
    await putProject({ languages: ['en', 'es'] });
    for (const [body, message] of [
      [{ languages: [] }, /Choose at least one language/],
      [{ languages: ['xx'] }, /not available in one of these languages/],
      [{ languages: ['es', 'es'] }, /has a language twice/],
      [{ languages: 'es' }, /must be a list of language codes/],
    ] as const) {
      const response = await putProject(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().result.join(' ')).toMatch(message);
    }
    for (const body of [{}, { languages: ['en'], extra: 1 }]) {
      const response = await putProject(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await siteOf(ours)).project_languages).toEqual(['en', 'es']);
  });

  it('is no business manager’s to change, nor a website’s languages', async () => {
    const manager = await businessManager();
    const before = await siteOf(ours);
    expect((await putProject({ languages: ['ar'] }, manager)).statusCode).toBe(403);
    expect((await patch(ours, { languages: ['ar'] }, manager)).statusCode).toBe(403);
    expect(await siteOf(ours)).toEqual(before);
  });
});

describe('the website in its languages', () => {
  it('serves each language it speaks under its code, with the page’s language and its others named', async () => {
    await patch(ours, { languages: null });
    await putProject({ languages: ['en', 'es'] });
    const spanish = await page('/es/');
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toMatch(/<html lang="es" dir="ltr">/);
    expect(spanish.body).toContain(
      '<link rel="alternate" hreflang="en" href="http://demo.localhost:8080/"',
    );
    expect(spanish.body).toContain(
      '<link rel="alternate" hreflang="es" href="http://demo.localhost:8080/es/"',
    );
    expect(spanish.body).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://demo.localhost:8080/"',
    );
    const english = await page('/');
    expect(english.statusCode).toBe(200);
    expect(english.body).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('takes a language it does not speak, and its default named, to the address without it', async () => {
    await patch(ours, { languages: null });
    await putProject({ languages: ['en', 'es'] });
    for (const [path, location] of [
      ['/fr/', '/'],
      ['/ar/businesses', '/businesses'],
      ['/en/', '/'],
      ['/en/businesses?page=2', '/businesses?page=2'],
    ] as const) {
      const response = await page(path);
      expect(response.statusCode, path).toBe(302);
      expect(response.headers.location, path).toBe(location);
    }
  });

  it('follows the site’s own languages: its default at its own addresses, right to left in Arabic', async () => {
    await putProject({ languages: ['en', 'es'] });
    await patch(ours, { languages: ['ar', 'en'] });
    const arabic = await page('/');
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect((await page('/en/')).body).toMatch(/<html lang="en" dir="ltr">/);
    const spanish = await page('/es/');
    expect(spanish.statusCode).toBe(302);
    expect(spanish.headers.location).toBe('/');
    expect((await page('/ar/')).headers.location).toBe('/');
  });

  it('speaks only its one language without hreflang links when it has one', async () => {
    await patch(ours, { languages: ['en'] });
    const only = await page('/');
    expect(only.statusCode).toBe(200);
    expect(only.body).not.toContain('hreflang');
    expect((await page('/es/')).statusCode).toBe(302);
  });
});

// The franchise website follows the same rules; the dashboard is no website.
describe('which sites', () => {
  it('keeps its languages through a save of its other fields', async () => {
    await patch(ours, { languages: ['fr', 'en'] });
    await patch(ours, { name: 'Demo Eats' });
    expect(await siteOf(ours)).toMatchObject({ own_languages: ['fr', 'en'] });
    const rows = await ctx.t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'site.saved'), eq(auditEvents.target, 'Demo Eats')))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(rows[0]?.changes).not.toHaveProperty('languages');
  });
});
