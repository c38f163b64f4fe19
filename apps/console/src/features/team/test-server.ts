import { MESSAGES } from '@oc/domain/messages/messages';
import type { TRole } from '@oc/domain/team/roles';
import {
  type TPendingInvitation,
  type TTeamMember,
  ZInvitationAccept,
  ZInvitationCreate,
  ZInvitationPreview,
  ZInvitationSent,
  ZMemberUpdate,
  ZTeam,
  ZTeamMember,
} from '@oc/domain/team/team.schema';
import { expect } from 'vitest';
import { USER } from '../../test/fixtures';
import { stubRecordingServer, type TIntercept } from '../../test/recording-server';
import { failure, ok } from '../../test/stub-server';

// The server the Team and join pages talk to, kept in memory: the members and invitations checked
// with the domain's schemas, links made on invite and resend, the owner rules the API keeps, and
// every request recorded (docs/product/team.md). Only the network is stubbed.

const AT = '2026-11-27T10:15:00.000Z';
const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();

export const BUSINESSES = [
  { id: 11, name: 'Pizza Palace' },
  { id: 12, name: 'Sushi Corner' },
];

export function memberOf(over: Partial<TTeamMember> = {}): TTeamMember {
  return {
    id: 2,
    name: 'Ada Admin',
    email: 'ada@demo.test',
    role: 'admin',
    business_ids: [],
    last_sign_in_at: AT,
    is_you: false,
    ...over,
  };
}

export const ME = memberOf({
  id: USER.id,
  name: USER.name,
  email: USER.email,
  role: 'owner',
  is_you: true,
});

export function invitationOf(over: Partial<TPendingInvitation> = {}): TPendingInvitation {
  return {
    id: 1,
    email: 'sam@demo.test',
    role: 'business_manager',
    business_ids: [11],
    invited_by: 'Owner',
    sent_at: AT,
    expires_at: IN_A_WEEK,
    ...over,
  };
}

type TOptions = {
  members?: TTeamMember[];
  invitations?: TPendingInvitation[];
  /** The caller's role, as /auth/me answers it. */
  role?: TRole;
  /** Whether an invitation's email goes out (the server has SMTP_URL). */
  emailed?: boolean;
  /** The invitation a join link opens; null: a dead link (410). */
  preview?: { project: string; invited_by: string | null; role: TRole; email: string } | null;
  intercept?: TIntercept;
};

/** The team's answers, the businesses' first page, and the layout's. */
export function serveTeam({
  members = [ME, memberOf()],
  invitations = [],
  role = 'owner',
  emailed = false,
  preview = null,
  intercept,
}: TOptions = {}) {
  const team = ZTeam.parse(structuredClone({ members, invitations }));
  let links = 0;
  let nextId = Math.max(0, ...invitations.map((i) => i.id)) + 1;
  const sent = (invitation: TPendingInvitation) => {
    const link = `https://console.test/join/token-${++links}-abcdefghijklmnopqrstuvwxyz0123456`;
    return ZInvitationSent.parse({
      invitation,
      link,
      emailed,
      email_problem: emailed ? null : MESSAGES.TEAM_EMAIL_NOT_CONFIGURED,
    });
  };
  const member = (id: number) => team.members.find((m) => m.id === id);

  const { requests } = stubRecordingServer(
    ({ method, path, body }) => {
      if (path === '/businesses')
        return ok({
          items: BUSINESSES.map((b) => ({
            ...b,
            slug: b.name.toLowerCase().replace(/ /g, '-'),
            logo: null,
            cuisines: [],
            address: '',
            published: true,
            archived: false,
          })),
          total: BUSINESSES.length,
          page: 1,
          page_size: 20,
        });
      if (path === '/team' && method === 'GET') return ok(ZTeam.parse(team));
      if (path === '/team/invitations' && method === 'POST') {
        const checked = ZInvitationCreate.safeParse(body);
        if (!checked.success) return failure(400, checked.error.issues[0]?.message ?? '');
        if (checked.data.email === 'taken@demo.test')
          return failure(409, MESSAGES.TEAM_EMAIL_HAS_LOGIN.replace(':email', checked.data.email));
        const invitation = invitationOf({
          id: nextId++,
          email: checked.data.email,
          role: checked.data.role,
          business_ids: checked.data.business_ids ?? [],
        });
        team.invitations.push(invitation);
        return { status: 201, body: { error: false, result: sent(invitation) } };
      }
      const resend = /^\/team\/invitations\/(\d+)\/resend$/.exec(path);
      if (resend && method === 'POST') {
        const invitation = team.invitations.find((i) => i.id === Number(resend[1]));
        if (!invitation) return failure(404, MESSAGES.TEAM_INVITATION_NOT_FOUND);
        return ok(sent(invitation));
      }
      const revoke = /^\/team\/invitations\/(\d+)$/.exec(path);
      if (revoke && method === 'DELETE') {
        team.invitations = team.invitations.filter((i) => i.id !== Number(revoke[1]));
        return ok(null);
      }
      const one = /^\/team\/members\/(\d+)$/.exec(path);
      if (one && method === 'PATCH') {
        const found = member(Number(one[1]));
        const checked = ZMemberUpdate.safeParse(body);
        if (!found) return failure(404, MESSAGES.TEAM_MEMBER_NOT_FOUND);
        if (!checked.success) return failure(400, checked.error.issues[0]?.message ?? '');
        const role = checked.data.role ?? found.role;
        Object.assign(found, {
          role,
          business_ids: role === 'business_manager' ? (checked.data.business_ids ?? []) : [],
        });
        return ok(ZTeamMember.parse(found));
      }
      if (one && method === 'DELETE') {
        team.members = team.members.filter((m) => m.id !== Number(one[1]));
        return ok(null);
      }
      if (path === '/team/transfer-ownership' && method === 'POST') {
        const to = member((body as { member_id: number }).member_id);
        if (to?.role !== 'admin') return failure(409, MESSAGES.TEAM_TRANSFER_TO_ADMIN);
        to.role = 'owner';
        const me = team.members.find((m) => m.is_you);
        if (me) me.role = 'admin';
        return ok(null);
      }
      const invitationLink = /^\/invitations\/([^/]+)$/.exec(path);
      if (invitationLink && method === 'GET')
        return preview
          ? ok(ZInvitationPreview.parse({ ...preview, expires_at: IN_A_WEEK }))
          : failure(410, MESSAGES.TEAM_INVITATION_EXPIRED);
      const accept = /^\/invitations\/([^/]+)\/accept$/.exec(path);
      if (accept && method === 'POST') {
        const checked = ZInvitationAccept.safeParse(body);
        if (!preview || !checked.success) return failure(400, 'refused');
        return ok({
          token: 'joined-token-abcdefghijklmnopqrstuvwxyz',
          expires_at: IN_A_WEEK,
          user: {
            ...USER,
            id: 99,
            email: preview.email,
            name: checked.data.name,
            role: preview.role,
          },
        });
      }
      return failure(404, `not served here: ${method} ${path}`);
    },
    async (request) => {
      const first = await intercept?.(request);
      if (first) return first;
      const mine = team.members.find((m) => m.is_you);
      if (request.path === '/api/auth/me')
        return ok({ ...USER, role: mine?.role ?? role, business_ids: [] });
      return undefined;
    },
  );
  return {
    requests,
    /** The one request of this method and path the page sent (fails the test if not exactly one). */
    only(method: string, path: string) {
      const found = requests.filter((r) => r.method === method && r.path === path);
      expect(found).toHaveLength(1);
      return found[0];
    },
  };
}
