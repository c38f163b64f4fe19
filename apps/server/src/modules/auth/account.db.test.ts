import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countStatements } from '../../../test/count-statements';
import { bearer, createTestApp, TEST_USERS } from '../../../test/helpers';
import { writesHeard } from '../../../test/writes-heard';
import { auditEvents, loginAttempts, passwordResets, sessions, users } from '../../db/schema';
import { PAIR_FREE_FAILURES } from './login-limits';
import { hashPassword } from './passwords';
import { SEEN_EVERY_MS } from './touch-session';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

let t: Awaited<ReturnType<typeof createTestApp>>;

/** A fresh database for each test of the block: the login limits count across tests otherwise. */
function freshAppEachTest() {
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });
}

type TRole = 'owner' | 'admin' | 'business_manager';

/** A member of a project, made directly in the table as the team's invitation would. */
async function addMember(role: TRole, project: 'demo' | 'other' = 'demo') {
  const [owner] = await t.database.db
    .select({ projectId: users.projectId })
    .from(users)
    .where(eq(users.email, TEST_USERS[project].email));
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@${project}.test`;
  const password = `${role}-password-1`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      projectId: owner?.projectId ?? 0,
      email,
      name: `A ${role}`,
      passwordHash: await hashPassword(password),
      role,
    })
    .returning({ id: users.id });
  return { id: row?.id ?? 0, email, password };
}

/** Signs in as someone, from an address and a browser. */
async function signIn(
  who: { email: string; password: string },
  { ip = '127.0.0.1', userAgent = ANDROID_CHROME }: { ip?: string; userAgent?: string } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
    payload: { email: who.email, password: who.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().result.token as string;
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

const me = (token: string) => call('GET', '/api/auth/me', token);

async function sessionsOf(token: string) {
  const response = await call('GET', '/api/account/sessions', token);
  expect(response.statusCode).toBe(200);
  return response.json().result as {
    id: number;
    device: string | null;
    address: string | null;
    signed_in_at: string;
    last_seen_at: string;
    current: boolean;
  }[];
}

const auditOf = (action: string) =>
  t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action));

describe('sessions know where they are from', () => {
  freshAppEachTest();

  it('a login keeps its browser and address, and the member’s last sign-in', async () => {
    const before = Date.now();
    const phone = await signIn(TEST_USERS.demo, { ip: '203.0.113.7' });
    await signIn(TEST_USERS.demo, { ip: '198.51.100.2', userAgent: MAC_SAFARI });
    const list = await sessionsOf(phone);
    expect(list).toHaveLength(2);
    const [current] = list.filter((s) => s.current);
    expect(current).toMatchObject({ device: 'Chrome on Android', address: '203.0.113.7' });
    expect(list.find((s) => !s.current)).toMatchObject({
      device: 'Safari on macOS',
      address: '198.51.100.2',
    });
    const [owner] = await t.database.db
      .select({ lastSignInAt: users.lastSignInAt })
      .from(users)
      .where(eq(users.email, TEST_USERS.demo.email));
    expect(owner?.lastSignInAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps at most 300 characters of a User-Agent, and none of an empty one', async () => {
    const long = await signIn(TEST_USERS.demo, { userAgent: `X/1 ${'a'.repeat(1000)}` });
    await signIn(TEST_USERS.demo, { userAgent: '' });
    const rows = await t.database.db.select({ userAgent: sessions.userAgent }).from(sessions);
    expect(rows.map((r) => r.userAgent?.length ?? null).sort()).toEqual([300, null]);
    expect((await sessionsOf(long)).find((s) => !s.current)?.device).toBeNull();
  });
});

describe('last seen', () => {
  // One app for the block, opened before the statement counter hooks into its database.
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });
  const counter = countStatements(() => t.database.db);

  it('last seen moves at most once a minute: of two requests within a minute only the first writes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const token = await signIn(TEST_USERS.demo);
    const lastSeen = async () =>
      (await t.database.db.select({ at: sessions.lastSeenAt }).from(sessions))[0]?.at.getTime();
    const signedIn = await lastSeen();

    vi.setSystemTime(Date.now() + SEEN_EVERY_MS + 1_000);
    const firstAt = Date.now();
    counter.reset();
    expect((await me(token)).statusCode).toBe(200);
    const first = counter.count();
    expect(await lastSeen()).toBe(firstAt);
    expect(firstAt).toBeGreaterThan(signedIn ?? Infinity);

    vi.setSystemTime(Date.now() + 30_000);
    counter.reset();
    expect((await me(token)).statusCode).toBe(200);
    const second = counter.count();
    // The first wrote (its UPDATE); the second at most reads the session again after that write.
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBeLessThanOrEqual(1);
    expect(await lastSeen()).toBe(firstAt);
    // Once the first's write has been heard (on PostgreSQL its notification comes a moment later,
    // and the session is read once more after it), a request within the minute runs nothing.
    await writesHeard(t.database);
    await me(token);
    counter.reset();
    expect((await me(token)).statusCode).toBe(200);
    expect(counter.count()).toBe(0);

    // A minute after the first, it moves again.
    vi.setSystemTime(firstAt + SEEN_EVERY_MS + 1_000);
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(firstAt + SEEN_EVERY_MS + 1_000);
  });
});
describe('GET and DELETE /api/account/sessions', () => {
  freshAppEachTest();

  it('signs out one session: its token answers 401 at once, the others go on', async () => {
    const laptop = await signIn(TEST_USERS.demo, { userAgent: MAC_SAFARI });
    const phone = await signIn(TEST_USERS.demo);
    expect((await me(laptop)).statusCode).toBe(200);
    const laptopSession = (await sessionsOf(phone)).find((s) => !s.current);
    const response = await call('DELETE', `/api/account/sessions/${laptopSession?.id}`, phone);
    expect(response.statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
    expect(await sessionsOf(phone)).toHaveLength(1);
    const [entry] = await auditOf('session.signed_out');
    expect(entry).toMatchObject({ area: 'account', target: 'Safari on macOS, 127.0.0.1' });
  });

  it("another member's session, of this project or another, is 404 and stays signed in", async () => {
    const admin = await addMember('admin');
    const adminToken = await signIn(admin);
    const theirs = await signIn(TEST_USERS.other);
    const ours = await signIn(TEST_USERS.demo);
    for (const token of [adminToken, theirs]) {
      const [session] = await sessionsOf(token);
      const response = await call('DELETE', `/api/account/sessions/${session?.id}`, ours);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: true,
        result: ['This session was not found: it may have ended already.'],
      });
      expect((await me(token)).statusCode).toBe(200);
    }
    // Each member lists only their own.
    expect((await sessionsOf(adminToken)).every((s) => s.current)).toBe(true);
    expect(await auditOf('session.signed_out')).toHaveLength(0);
  });

  it('answers a session id that is not a number with 400, and no token with 401', async () => {
    const ours = await signIn(TEST_USERS.demo);
    expect((await call('DELETE', '/api/account/sessions/abc', ours)).statusCode).toBe(400);
    expect((await call('GET', '/api/account/sessions')).statusCode).toBe(401);
  });
});

describe('POST /api/account/password', () => {
  freshAppEachTest();

  const NEW = 'a-new-password-2';

  it('with the current password: the new one works, every other session ends, this one stays', async () => {
    const other = await signIn(TEST_USERS.demo, { userAgent: MAC_SAFARI });
    const token = await signIn(TEST_USERS.demo);
    const response = await call('POST', '/api/account/password', token, {
      current_password: TEST_USERS.demo.password,
      new_password: NEW,
    });
    expect(response.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    await expect(signIn(TEST_USERS.demo)).rejects.toThrow(/login failed/);
    await signIn({ email: TEST_USERS.demo.email, password: NEW });
    const entries = await auditOf('password.changed');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ area: 'account', target: TEST_USERS.demo.email });
    const row = JSON.stringify(entries);
    expect(row).not.toContain(NEW);
    expect(row).not.toContain(TEST_USERS.demo.password);
  });

  it('refuses a wrong current password in words, counted as a failed login, and changes nothing', async () => {
    const other = await signIn(TEST_USERS.demo, { userAgent: MAC_SAFARI });
    const token = await signIn(TEST_USERS.demo);
    const passwordHash = async () =>
      (
        await t.database.db
          .select({ hash: users.passwordHash })
          .from(users)
          .where(eq(users.email, TEST_USERS.demo.email))
      )[0]?.hash;
    const hashBefore = await passwordHash();
    const wrong = () =>
      call('POST', '/api/account/password', token, {
        current_password: 'not-my-password',
        new_password: NEW,
      });
    const response = await wrong();
    expect(response.statusCode).toBe(400);
    expect(response.json().result).toEqual([
      'Your current password is not right: the password was not changed. Check it and try again.',
    ]);
    const failures = await t.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, TEST_USERS.demo.email));
    expect(failures).toHaveLength(1);
    expect((await me(other)).statusCode).toBe(200);
    // Past the free failures it waits, as a login from this address would.
    for (let i = 1; i < PAIR_FREE_FAILURES; i++) expect((await wrong()).statusCode).toBe(400);
    const blocked = await wrong();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().result[0]).toMatch(/^Too many login attempts/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: TEST_USERS.demo,
    });
    expect(login.statusCode).toBe(429);
    expect(await passwordHash()).toBe(hashBefore);
    expect((await me(other)).statusCode).toBe(200);
    expect(await auditOf('password.changed')).toHaveLength(0);
  });

  it('refuses a new password that breaks the rules, and a missing current one, changing nothing', async () => {
    const token = await signIn(TEST_USERS.demo);
    const short = await call('POST', '/api/account/password', token, {
      current_password: TEST_USERS.demo.password,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().result).toEqual(['The password must have 8 to 1024 characters.']);
    const missing = await call('POST', '/api/account/password', token, { new_password: NEW });
    expect(missing.statusCode).toBe(400);
    await signIn(TEST_USERS.demo);
    expect(await t.database.db.select().from(loginAttempts)).toHaveLength(0);
  });
});

describe('password reset links', () => {
  freshAppEachTest();

  const NEW = 'reset-password-3';
  const LINK = /^https?:\/\/[^/]+\/reset\/([A-Za-z0-9_-]{43})$/;

  async function issue(token: string, memberId: number) {
    return call('POST', `/api/team/members/${memberId}/reset-link`, token);
  }

  it('an owner makes a single-use link that sets the password and ends every session of the member', async () => {
    const owner = await signIn(TEST_USERS.demo);
    const admin = await addMember('admin');
    const adminToken = await signIn(admin);
    const response = await issue(owner, admin.id);
    expect(response.statusCode).toBe(200);
    const { link, expires_at } = response.json().result;
    const token = LINK.exec(link)?.[1] ?? '';
    expect(token).not.toBe('');
    const hours = (new Date(expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // Only its hash is kept.
    const stored = JSON.stringify(await t.database.db.select().from(passwordResets));
    expect(stored).not.toContain(token);

    const preview = await call('GET', `/api/password-resets/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().result).toMatchObject({
      project: 'Demo Eats',
      name: 'A admin',
      email: admin.email,
    });
    const used = await call('POST', `/api/password-resets/${token}`, undefined, {
      new_password: NEW,
    });
    expect(used.statusCode).toBe(200);
    expect((await me(adminToken)).statusCode).toBe(401);
    await expect(signIn(admin)).rejects.toThrow(/login failed/);
    await signIn({ email: admin.email, password: NEW });

    const again = await call('POST', `/api/password-resets/${token}`, undefined, {
      new_password: 'yet-another-one',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().result[0]).toMatch(/already been used/);
    expect((await call('GET', `/api/password-resets/${token}`)).statusCode).toBe(410);
    await signIn({ email: admin.email, password: NEW });

    const [issued] = await auditOf('member.reset_link_issued');
    expect(issued).toMatchObject({ area: 'team', target: admin.email });
    const [reset] = await auditOf('password.reset');
    expect(reset).toMatchObject({ area: 'account', target: admin.email, userId: admin.id });
    const entries = JSON.stringify([issued, reset]);
    expect(entries).not.toContain(token);
    expect(entries).not.toContain(NEW);
  });

  it('an expired link and an unknown one are refused in words, and set nothing', async () => {
    const owner = await signIn(TEST_USERS.demo);
    const manager = await addMember('business_manager');
    const token = LINK.exec((await issue(owner, manager.id)).json().result.link)?.[1] ?? '';
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, manager.id));
    const expired = await call('POST', `/api/password-resets/${token}`, undefined, {
      new_password: NEW,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().result[0]).toMatch(/has expired/);
    const unknown = await call('GET', `/api/password-resets/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().result[0]).toMatch(/not valid/);
    expect((await call('GET', '/api/password-resets/short')).statusCode).toBe(400);
    await signIn(manager);
    expect(await auditOf('password.reset')).toHaveLength(0);
  });

  it('a new link replaces the one made before', async () => {
    const owner = await signIn(TEST_USERS.demo);
    const admin = await addMember('admin');
    const first = LINK.exec((await issue(owner, admin.id)).json().result.link)?.[1] ?? '';
    await issue(owner, admin.id);
    expect((await call('GET', `/api/password-resets/${first}`)).statusCode).toBe(404);
  });

  it('owners and admins only; an admin not for an owner; another project’s member is 404', async () => {
    const admin = await addMember('admin');
    const manager = await addMember('business_manager');
    const secondOwner = await addMember('owner');
    const adminToken = await signIn(admin);
    const managerToken = await signIn(manager);
    const [owner] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, TEST_USERS.demo.email));

    const byManager = await issue(managerToken, admin.id);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().result[0]).toMatch(/^You don't have access to this/);
    const forOwner = await issue(adminToken, owner?.id ?? 0);
    expect(forOwner.statusCode).toBe(403);
    expect(forOwner.json().result).toEqual([
      'Only an owner can make a password reset link for an owner.',
    ]);
    expect((await issue(adminToken, secondOwner.id)).statusCode).toBe(403);
    expect((await issue(adminToken, manager.id)).statusCode).toBe(200);

    const theirs = await addMember('admin', 'other');
    const ownerToken = await signIn(TEST_USERS.demo);
    const elsewhere = await issue(ownerToken, theirs.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().result).toEqual(['This member was not found.']);
    const made = await t.database.db.select().from(passwordResets);
    expect(made.map((r) => r.userId)).toEqual([manager.id]);
    const issued = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'member.reset_link_issued')));
    expect(issued).toHaveLength(1);
  });
});
