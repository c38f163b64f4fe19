import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_USERS } from '../../../test/helpers';
import { auditEvents, invitations, sessions, userBusinesses, users } from '../../db/schema';
import { hashToken } from './token-hash';

// The team (docs/product/team.md): invitations and their links, members' roles, removal and
// ownership, the owner-and-admin limits, and the audit entries each change writes.

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
let theirOwner: string;
let ourBusiness: number;
let theirBusiness: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://console.example.com' });
  owner = await t.login('demo');
  theirOwner = await t.login('other');
  ourBusiness = await firstBusiness(owner);
  theirBusiness = await firstBusiness(theirOwner);
});
afterAll(async () => {
  await t.close();
});

async function firstBusiness(token: string): Promise<number> {
  const page = await call('GET', '/api/businesses', token);
  const id = page.json().result.items[0]?.id;
  if (typeof id !== 'number') throw new Error('no business seeded');
  return id;
}

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let emails = 0;
const newEmail = (what: string) => `${what}-${++emails}@team.test`;
const tokenOf = (link: string) => link.split('/join/')[1] ?? '';

async function invite(body: Record<string, unknown>, token = owner) {
  const response = await call('POST', '/api/team/invitations', token, body);
  expect(response.statusCode, response.body).toBe(201);
  const result = response.json().result;
  return { ...result, token: tokenOf(result.link) } as {
    invitation: { id: number; email: string };
    link: string;
    token: string;
    emailed: boolean;
    email_problem: string | null;
  };
}

/** A member of our project with this role, signed in: their id, email and token. */
async function member(role: 'owner' | 'admin' | 'business_manager', by = owner) {
  const email = newEmail(role);
  const made = await invite(
    { email, role, ...(role === 'business_manager' ? { business_ids: [ourBusiness] } : {}) },
    by,
  );
  const joined = await call('POST', `/api/invitations/${made.token}/accept`, undefined, {
    name: `The ${role}`,
    password: 'a-good-password',
  });
  expect(joined.statusCode, joined.body).toBe(200);
  const { token, user } = joined.json().result;
  return { id: user.id as number, email, token: token as string };
}

const entries = (action: string, target: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.target, target)));

describe('invitations', () => {
  it('answers a single-use link once, keeps only its hash, and lists the invitation as pending', async () => {
    const email = newEmail('jo');
    const made = await invite({ email: `  ${email.toUpperCase()} `, role: 'admin' });
    expect(made.link).toMatch(/^https:\/\/console\.example\.com\/join\/[A-Za-z0-9_-]{43}$/);
    expect(made.emailed).toBe(false);
    expect(made.email_problem).toMatch(/SMTP_URL is not set/);
    const [row] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, email));
    expect(row?.tokenHash).toBe(hashToken(made.token));
    expect(JSON.stringify(row)).not.toContain(made.token);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const team = (await call('GET', '/api/team', owner)).json().result;
    expect(team.invitations).toContainEqual(
      expect.objectContaining({ email, role: 'admin', invited_by: expect.any(String) }),
    );
    expect(JSON.stringify(team)).not.toContain(made.token);
    const [entry] = await entries('member.invited', email);
    expect(entry).toMatchObject({
      area: 'team',
      actor: expect.stringContaining(TEST_USERS.demo.email),
    });
  });

  it('lets the invitee see the invitation and join, signed in with the role and businesses', async () => {
    const email = newEmail('manager');
    const made = await invite({ email, role: 'business_manager', business_ids: [ourBusiness] });
    const preview = await call('GET', `/api/invitations/${made.token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().result).toMatchObject({
      project: 'Demo Eats',
      role: 'business_manager',
      email,
      invited_by: expect.any(String),
    });
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${made.token}/accept`,
      headers: {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      },
      payload: { name: 'Sam', password: 'sams-password' },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const { token, user } = joined.json().result;
    expect(user).toMatchObject({ email, name: 'Sam', role: 'business_manager' });
    const me = await call('GET', '/api/auth/me', token);
    expect(me.statusCode).toBe(200);
    // The session the link opened says where from, as a login's does.
    const sessions = (await call('GET', '/api/account/sessions', token)).json().result;
    expect(sessions).toEqual([
      expect.objectContaining({ current: true, device: expect.stringMatching(/Chrome.*Android/) }),
    ]);
    const given = await t.database.db
      .select()
      .from(userBusinesses)
      .where(eq(userBusinesses.userId, user.id));
    expect(given.map((g) => g.businessId)).toEqual([ourBusiness]);
    // Logs in with the password they chose, like anyone.
    const login = await call('POST', '/api/auth/login', undefined, {
      email,
      password: 'sams-password',
    });
    expect(login.statusCode).toBe(200);
    expect(await entries('member.joined', email)).toHaveLength(1);
    // The link was single-use.
    const again = await call('POST', `/api/invitations/${made.token}/accept`, undefined, {
      name: 'Sam again',
      password: 'another-password',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().result[0]).toMatch(/already been used.*new invitation/);
    expect((await call('GET', `/api/invitations/${made.token}`)).statusCode).toBe(410);
  });

  it('makes one invitation of two sent at once, and one login of a link accepted twice at once', async () => {
    const email = newEmail('race');
    const both = await Promise.all(
      [0, 1].map(() => call('POST', '/api/team/invitations', owner, { email, role: 'admin' })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const made = both.find((r) => r.statusCode === 201)?.json().result;
    const token = tokenOf(made.link);
    const joins = await Promise.all(
      ['Tab one', 'Tab two'].map((name) =>
        call('POST', `/api/invitations/${token}/accept`, undefined, {
          name,
          password: 'a-good-password',
        }),
      ),
    );
    expect(joins.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    const logins = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(logins).toHaveLength(1);
  });

  it('refuses an expired link in words, and an unknown one', async () => {
    const made = await invite({ email: newEmail('late'), role: 'admin' });
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, made.invitation.id));
    const read = await call('GET', `/api/invitations/${made.token}`);
    expect(read.statusCode).toBe(410);
    expect(read.json().result[0]).toMatch(/expired\. Ask .* new invitation/);
    const accept = await call('POST', `/api/invitations/${made.token}/accept`, undefined, {
      name: 'Late',
      password: 'a-good-password',
    });
    expect(accept.statusCode).toBe(410);
    const unknown = await call('GET', `/api/invitations/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().result[0]).toMatch(/not valid\. Ask .* new invitation/);
  });

  it('revokes: the link stops working', async () => {
    const made = await invite({ email: newEmail('revoked'), role: 'admin' });
    const revoked = await call('DELETE', `/api/team/invitations/${made.invitation.id}`, owner);
    expect(revoked.statusCode).toBe(200);
    const read = await call('GET', `/api/invitations/${made.token}`);
    expect(read.statusCode).toBe(410);
    expect(read.json().result[0]).toMatch(/withdrawn/);
    expect(await entries('invitation.revoked', made.invitation.email)).toHaveLength(1);
    // No longer pending: neither listed nor revoked twice.
    const team = (await call('GET', '/api/team', owner)).json().result;
    expect(team.invitations.map((i: { id: number }) => i.id)).not.toContain(made.invitation.id);
    expect(
      (await call('DELETE', `/api/team/invitations/${made.invitation.id}`, owner)).statusCode,
    ).toBe(404);
  });

  it('resends with a new link and 7 new days; the old link is dead', async () => {
    const made = await invite({ email: newEmail('resent'), role: 'admin' });
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, made.invitation.id));
    const resent = await call('POST', `/api/team/invitations/${made.invitation.id}/resend`, owner);
    expect(resent.statusCode, resent.body).toBe(200);
    const newToken = tokenOf(resent.json().result.link);
    expect(newToken).not.toBe(made.token);
    expect(new Date(resent.json().result.invitation.expires_at).getTime()).toBeGreaterThan(
      Date.now() + 6.9 * 86_400_000,
    );
    expect((await call('GET', `/api/invitations/${made.token}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/invitations/${newToken}`)).statusCode).toBe(200);
    expect(await entries('invitation.resent', made.invitation.email)).toHaveLength(1);
  });

  it('answers another project’s invitation 404, like a missing one', async () => {
    const theirs = await invite({ email: newEmail('theirs'), role: 'admin' }, theirOwner);
    for (const [method, url] of [
      ['POST', `/api/team/invitations/${theirs.invitation.id}/resend`],
      ['DELETE', `/api/team/invitations/${theirs.invitation.id}`],
    ] as const) {
      const response = await call(method, url, owner);
      expect(response.statusCode).toBe(404);
      expect(response.json().result[0]).toMatch(/invitation was not found/);
    }
    expect((await call('GET', `/api/invitations/${theirs.token}`)).statusCode).toBe(200);
  });

  it('refuses in words: an email with a login, one already invited, a manager with no business or another project’s', async () => {
    const taken = await call('POST', '/api/team/invitations', owner, {
      email: TEST_USERS.other.email,
      role: 'admin',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().result[0]).toBe(
      `${TEST_USERS.other.email} already has a login. An email can belong to one member of one project: invite another email.`,
    );
    const email = newEmail('twice');
    await invite({ email, role: 'admin' });
    const twice = await call('POST', '/api/team/invitations', owner, { email, role: 'admin' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().result[0]).toMatch(/already invited.*send it again/);
    const none = await call('POST', '/api/team/invitations', owner, {
      email: newEmail('m'),
      role: 'business_manager',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().result[0]).toBe('Choose at least one business for a business manager.');
    const foreign = await call('POST', '/api/team/invitations', owner, {
      email: newEmail('m'),
      role: 'business_manager',
      business_ids: [theirBusiness],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().result[0]).toBe('One of the chosen businesses is not in this project.');
    const bad = await call('POST', '/api/team/invitations', owner, { email: 'nope', role: 'chef' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(true);
    const weak = await call(
      'POST',
      `/api/invitations/${(await invite({ email: newEmail('w'), role: 'admin' })).token}/accept`,
      undefined,
      {
        name: 'Weak',
        password: 'short',
      },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().result.join(' ')).toMatch(/8 to 1024 characters/);
  });
});

describe('members', () => {
  it('lists the team with who you are; a business manager gets 403 in words', async () => {
    const manager = await member('business_manager');
    const team = (await call('GET', '/api/team', owner)).json().result;
    expect(team.members).toContainEqual(
      expect.objectContaining({ email: TEST_USERS.demo.email, role: 'owner', is_you: true }),
    );
    expect(team.members).toContainEqual(
      expect.objectContaining({ id: manager.id, business_ids: [ourBusiness], is_you: false }),
    );
    expect(team.members.map((m: { email: string }) => m.email)).not.toContain(
      TEST_USERS.other.email,
    );
    const refused = await call('GET', '/api/team', manager.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().result[0]).toBe(
      "You don't have access to this: ask an owner or an admin of the project.",
    );
    const invite = await call('POST', '/api/team/invitations', manager.token, {
      email: newEmail('x'),
      role: 'admin',
    });
    expect(invite.statusCode).toBe(403);
  });

  it('removes a member: their sessions end at once', async () => {
    const admin = await member('admin');
    expect((await call('GET', '/api/team', admin.token)).statusCode).toBe(200);
    const removed = await call('DELETE', `/api/team/members/${admin.id}`, owner);
    expect(removed.statusCode).toBe(200);
    const after = await call('GET', '/api/auth/me', admin.token);
    expect(after.statusCode).toBe(401);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(left).toHaveLength(0);
    const [entry] = await entries('member.removed', admin.email);
    expect(entry?.changes).toEqual({ role: { before: 'admin' } });
  });

  it('changes a role and a manager’s businesses, recording what changed', async () => {
    const manager = await member('business_manager');
    const made = await call('PATCH', `/api/team/members/${manager.id}`, owner, { role: 'admin' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().result).toMatchObject({ role: 'admin', business_ids: [] });
    expect((await call('GET', '/api/team', manager.token)).statusCode).toBe(200);
    const [entry] = await entries('member.changed', manager.email);
    expect(entry?.changes).toEqual({
      role: { before: 'business_manager', after: 'admin' },
      business_ids: { before: [ourBusiness], after: [] },
    });
    const back = await call('PATCH', `/api/team/members/${manager.id}`, owner, {
      role: 'business_manager',
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().result[0]).toBe('Choose at least one business for a business manager.');
    const theirs = await call('PATCH', `/api/team/members/${manager.id}`, theirOwner, {
      role: 'owner',
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('keeps the last owner, and nobody removes themselves', async () => {
    expect(await owners()).toHaveLength(1);
    const demoted = await call('PATCH', `/api/team/members/${await ownerId()}`, owner, {
      role: 'admin',
    });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().result[0]).toBe(
      'The project must keep at least one owner: make another member owner first.',
    );
    const self = await call('DELETE', `/api/team/members/${await ownerId()}`, owner);
    expect(self.statusCode).toBe(403);
    expect(self.json().result[0]).toMatch(/cannot remove yourself/);
    // With a second owner, either may step down or be removed; the one left stays owner.
    const second = await member('owner');
    const stepDown = await call('PATCH', `/api/team/members/${second.id}`, second.token, {
      role: 'admin',
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    const removed = await call('DELETE', `/api/team/members/${second.id}`, owner);
    expect(removed.statusCode).toBe(200);
    expect(await owners()).toHaveLength(1);
  });

  it('holds an admin to its limits: no owner changed, removed or invited, no ownership handed over', async () => {
    const admin = await member('admin');
    const ownerRow = await ownerId();
    const change = await call('PATCH', `/api/team/members/${ownerRow}`, admin.token, {
      role: 'admin',
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().result[0]).toBe('Only an owner can change or remove an owner.');
    expect((await call('DELETE', `/api/team/members/${ownerRow}`, admin.token)).statusCode).toBe(
      403,
    );
    const promote = await call('PATCH', `/api/team/members/${admin.id}`, admin.token, {
      role: 'owner',
    });
    expect(promote.statusCode).toBe(403);
    const inviteOwner = await call('POST', '/api/team/invitations', admin.token, {
      email: newEmail('o'),
      role: 'owner',
    });
    expect(inviteOwner.statusCode).toBe(403);
    expect(inviteOwner.json().result[0]).toBe('Only an owner can invite another owner.');
    const transfer = await call('POST', '/api/team/transfer-ownership', admin.token, {
      member_id: admin.id,
    });
    expect(transfer.statusCode).toBe(403);
    // An admin may invite an admin.
    await invite({ email: newEmail('by-admin'), role: 'admin' }, admin.token);
  });

  it('hands ownership to an admin: they become owner, the owner an admin', async () => {
    const manager = await member('business_manager');
    const notAdmin = await call('POST', '/api/team/transfer-ownership', owner, {
      member_id: manager.id,
    });
    expect(notAdmin.statusCode).toBe(409);
    expect(notAdmin.json().result[0]).toMatch(/only to an admin/);
    const admin = await member('admin');
    const previous = await ownerId();
    const handed = await call('POST', '/api/team/transfer-ownership', owner, {
      member_id: admin.id,
    });
    expect(handed.statusCode, handed.body).toBe(200);
    const roles = await t.database.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, admin.email));
    expect(roles[0]?.role).toBe('owner');
    const [was] = await t.database.db.select().from(users).where(eq(users.id, previous));
    expect(was?.role).toBe('admin');
    expect(await entries('ownership.transferred', admin.email)).toHaveLength(1);
    // The new owner may now remove the old one, who is an admin.
    const back = await call('POST', '/api/team/transfer-ownership', admin.token, {
      member_id: previous,
    });
    expect(back.statusCode).toBe(200);
  });
});

async function ownerId(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, TEST_USERS.demo.email));
  if (!row) throw new Error('no demo owner');
  return row.id;
}

async function owners() {
  const [me] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, TEST_USERS.demo.email));
  return t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.projectId, me?.projectId ?? 0), eq(users.role, 'owner')));
}
