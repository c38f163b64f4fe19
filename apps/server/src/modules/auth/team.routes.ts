import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZIdParams } from '@oc/domain/api/ids.schema';
import { ZLoginResult } from '@oc/domain/auth/auth.schema';
import {
  ZInvitationAccept,
  ZInvitationCreate,
  ZInvitationPreview,
  ZInvitationSent,
  ZInvitationTokenParams,
  ZMemberUpdate,
  ZTeam,
  ZTeamMember,
  ZTransferOwnership,
} from '@oc/domain/team/team.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { throwRequestProblems } from '../../lib/validation-issues';
import { authOf, scopeOf } from '../../plugins/require-auth';
import { auditActorOf } from '../audit/audit-actor.http';
import { acceptInvitation } from './accept-invitation';
import { changeMemberRole } from './change-member-role';
import { inviteMember } from './invite-member';
import { listTeam } from './list-team';
import { readInvitation } from './read-invitation';
import { removeMember } from './remove-member';
import { resendInvitation } from './resend-invitation';
import { revokeInvitation } from './revoke-invitation';
import type { TTeamMail } from './team-mail';
import { transferOwnership } from './transfer-ownership';

const TAGS = ['team'];
const errors = (...statuses: (400 | 403 | 404 | 409 | 410)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZErrorEnvelope]));

/**
 * How this request's invitation is emailed: the links open the console where PUBLIC_URL says it
 * is reached from outside, or else where this request reached it.
 */
function teamMailOf(app: FastifyInstance, request: FastifyRequest): TTeamMail {
  const { env } = app;
  return {
    smtpUrl: env.SMTP_URL,
    from: env.SMTP_FROM ?? `Owner Console <no-reply@${env.PLATFORM_DOMAIN}>`,
    origin: env.PUBLIC_URL
      ? new URL(env.PUBLIC_URL).origin
      : `${request.protocol}://${request.host}`,
    warn: (error) => request.log.warn({ err: error }, 'invitation email not sent'),
  };
}

/** The team (docs/product/team.md): owners and admins only, behind requireAuth. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team',
    {
      schema: {
        tags: TAGS,
        summary: 'The team',
        description:
          'The members (role, a business manager’s businesses, last sign-in) and the invitations neither accepted nor revoked (expired ones too, to send again). Owners and admins only: 403 for a business manager.',
        response: { 200: okEnvelope(ZTeam), ...errors(403) },
      },
    },
    async (request) => ok(await listTeam(scopeOf(request), authOf(request).userId)),
  );

  app.post(
    '/team/invitations',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Invite a member',
        description:
          'A single-use link valid 7 days, answered this once (only its hash is kept) and emailed when the server has SMTP_URL; `email_problem` says why no email went out. Refused: an email that already has a login or an open invitation (409), a business manager without businesses or with another project’s (400), an owner invited by an admin (403).',
        body: ZInvitationCreate,
        response: { 201: okEnvelope(ZInvitationSent), ...errors(400, 403, 409) },
      },
    },
    async (request, reply) => {
      throwRequestProblems(request);
      const sent = await inviteMember(
        scopeOf(request),
        auditActorOf(request),
        request.body,
        teamMailOf(app, request),
      );
      return reply.status(201).send(ok(sent));
    },
  );

  app.post(
    '/team/invitations/:id/resend',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Send an invitation again',
        description:
          'A new link valid 7 days from now; the old link stops working. 404 for an invitation accepted, revoked or of another project.',
        params: ZIdParams,
        response: { 200: okEnvelope(ZInvitationSent), ...errors(400, 403, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(
        await resendInvitation(
          scopeOf(request),
          auditActorOf(request),
          request.params.id,
          teamMailOf(app, request),
        ),
      );
    },
  );

  app.delete(
    '/team/invitations/:id',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Revoke an invitation',
        params: ZIdParams,
        response: { 200: okEnvelope(z.null()), ...errors(400, 403, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      await revokeInvitation(scopeOf(request), auditActorOf(request), request.params.id);
      return ok(null);
    },
  );

  app.patch(
    '/team/members/:id',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Change a member’s role or businesses',
        description:
          'Only an owner changes an owner or makes one (403); the last owner is never demoted (409).',
        params: ZIdParams,
        body: ZMemberUpdate,
        response: { 200: okEnvelope(ZTeamMember), ...errors(400, 403, 404, 409) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(
        await changeMemberRole(
          scopeOf(request),
          auditActorOf(request),
          request.params.id,
          request.body,
        ),
      );
    },
  );

  app.delete(
    '/team/members/:id',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Remove a member',
        description:
          'Their login and sessions end at once. Nobody removes themselves (403); only an owner removes an owner (403), never the last one (409).',
        params: ZIdParams,
        response: { 200: okEnvelope(z.null()), ...errors(400, 403, 404, 409) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      await removeMember(scopeOf(request), auditActorOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/team/transfer-ownership',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Hand over ownership',
        description:
          'Owner only (403), to an admin (409 otherwise): the admin becomes owner, the caller an admin.',
        body: ZTransferOwnership,
        response: { 200: okEnvelope(z.null()), ...errors(400, 403, 404, 409) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      await transferOwnership(scopeOf(request), auditActorOf(request), request.body);
      return ok(null);
    },
  );
};

/** An invitation link, opened before its invitee has a login: no bearer token. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invitations/:token',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'An invitation, by its link',
        description:
          'The project, who invites, the role and the email. Unknown 404; used, revoked or expired 410.',
        security: [],
        params: ZInvitationTokenParams,
        response: { 200: okEnvelope(ZInvitationPreview), ...errors(400, 404, 410) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(await readInvitation(app.db, request.params.token));
    },
  );

  app.post(
    '/invitations/:token/accept',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Join the team',
        description:
          'Makes the invitee’s login with this name and password (8 to 1024 characters) and answers as a login does (token and user). Unknown 404; used, revoked or expired 410; an email that got a login meanwhile 409.',
        security: [],
        params: ZInvitationTokenParams,
        body: ZInvitationAccept,
        response: { 200: okEnvelope(ZLoginResult), ...errors(400, 404, 409, 410) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(
        await acceptInvitation(
          app.db,
          request.params.token,
          request.body,
          request.ip ?? null,
          request.headers['user-agent'],
        ),
      );
    },
  );
};
