import { formatMessage } from '@oc/domain/messages/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, setupTestApp, TEST_USERS } from '../../../test/helpers';
import { seedMember } from '../../../test/team-members';
import { auditEvents, users } from '../../db/schema';

// The console's language kept with the member (docs/product/account.md#language): set by each
// member for themselves, answered with who is signed in, so the console opens in it anywhere.

const ctx = setupTestApp();

const setLanguage = (token: string, payload: unknown) =>
  ctx.t.app.inject({
    method: 'PUT',
    url: '/api/account/language',
    headers: bearer(token),
    payload: payload as object,
  });

const languageOf = async (token: string) =>
  (await ctx.get('/api/auth/me', token)).json().result.language as string | null;

const storedLanguage = async (email: string) =>
  (
    await ctx.t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, email))
  )[0]?.language;

const languageEntries = () =>
  ctx.t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'language.changed'));

describe('PUT /api/account/language', () => {
  it('keeps the member’s choice: who is signed in answers it, and a new sign-in too', async () => {
    const member = await seedMember(ctx.t, {
      ownerEmail: TEST_USERS.demo.email,
      email: 'chooser@demo.test',
      role: 'admin',
    });
    expect(await languageOf(member.token)).toBeNull();

    const response = await setLanguage(member.token, { language: 'es' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: false, result: null });
    // The session read before the change is not answered from memory: the write ends it there.
    expect(await languageOf(member.token)).toBe('es');
    const login = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'chooser@demo.test', password: 'member-password-1' },
    });
    expect(login.json().result.user.language).toBe('es');

    const [entry, ...more] = await languageEntries();
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      area: 'account',
      target: 'chooser@demo.test',
      userId: member.userId,
      changes: { language: { before: null, after: 'es' } },
    });

    // The same language again is no change, and records nothing.
    expect((await setLanguage(member.token, { language: 'es' })).statusCode).toBe(200);
    expect(await languageEntries()).toHaveLength(1);
    expect((await setLanguage(member.token, { language: 'ar' })).statusCode).toBe(200);
    expect(await languageOf(member.token)).toBe('ar');
    expect((await languageEntries()).at(-1)?.changes).toEqual({
      language: { before: 'es', after: 'ar' },
    });
  });

  it('every role sets its own, and only its own', async () => {
    const manager = await seedMember(ctx.t, {
      ownerEmail: TEST_USERS.demo.email,
      email: 'manager-lang@demo.test',
      role: 'business_manager',
    });
    const ownerBefore = await storedLanguage(TEST_USERS.demo.email);
    expect((await setLanguage(manager.token, { language: 'fr' })).statusCode).toBe(200);
    expect(await languageOf(manager.token)).toBe('fr');
    expect(await storedLanguage(TEST_USERS.demo.email)).toBe(ownerBefore);

    expect((await setLanguage(ctx.ours, { language: 'en' })).statusCode).toBe(200);
    expect(await languageOf(ctx.ours)).toBe('en');
    expect(await languageOf(manager.token)).toBe('fr');
    // Another project's owner changes theirs, nobody else's.
    expect((await setLanguage(ctx.theirs, { language: 'ar' })).statusCode).toBe(200);
    expect(await languageOf(ctx.theirs)).toBe('ar');
    expect(await languageOf(ctx.ours)).toBe('en');
  });

  it('refuses a language the console does not speak, or no language, in words, changing nothing', async () => {
    const member = await seedMember(ctx.t, {
      ownerEmail: TEST_USERS.demo.email,
      email: 'refused@demo.test',
      role: 'owner',
    });
    expect((await setLanguage(member.token, { language: 'fr' })).statusCode).toBe(200);
    const entries = (await languageEntries()).length;
    const inWords = [formatMessage('ACCOUNT_LANGUAGE_UNKNOWN')];
    for (const payload of [
      { language: 'de' },
      { language: 'ES' },
      { language: 5 },
      { language: null },
      { language: ['es'] },
      {},
    ]) {
      const response = await setLanguage(member.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({ error: true, result: inWords });
    }
    const extra = await setLanguage(member.token, { language: 'es', theme: 'dark' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().result[0]).toMatch(/^The request is not valid/);
    const notJson = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { ...bearer(member.token), 'content-type': 'application/json' },
      payload: '"es"',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await languageOf(member.token)).toBe('fr');
    expect(await languageEntries()).toHaveLength(entries);
  });

  it('asks for a login first', async () => {
    const response = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'es' },
    });
    expect(response.statusCode).toBe(401);
  });
});
