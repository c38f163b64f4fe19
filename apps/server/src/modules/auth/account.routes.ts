import {
  ZAccountSession,
  ZLanguageChange,
  ZPasswordChange,
  ZResetLink,
  ZResetPreview,
  ZResetTokenParams,
  ZResetUse,
  ZSessionIdParams,
} from '@oc/domain/account/account.schema';
import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZIdParams } from '@oc/domain/api/ids.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { throwRequestProblems } from '../../lib/validation-issues';
import { authOf, scopeOf } from '../../plugins/require-auth';
import { auditActorOf } from '../audit/audit-actor.http';
import { changeLanguage } from './account-language';
import { changePassword } from './account-password';
import { listAccountSessions } from './account-sessions';
import { signOutSession } from './account-sign-out';
import { issueResetLink } from './issue-reset-link';
import { LoginThrottledError } from './login-limits';
import { readPasswordReset } from './read-password-reset';
import { usePasswordReset } from './use-password-reset';

const errors = (...statuses: (400 | 403 | 404 | 410 | 429)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZErrorEnvelope]));

/** A refusal for too many wrong passwords says when to try again, as the login's does. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // The error handler keeps headers set before the throw.
    if (error instanceof LoginThrottledError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  }
}

/** The member's own account (docs/product/account.md): every member, whatever their role. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const TAGS = ['account'];

  app.get(
    '/account/sessions',
    {
      schema: {
        tags: TAGS,
        summary: 'Your sessions',
        description:
          'Where you are signed in, the most recently used first: the device (browser and system), the address, when it signed in and was last used (to the minute), and which is this one (`current`).',
        response: { 200: okEnvelope(z.array(ZAccountSession)) },
      },
    },
    async (request) => ok(await listAccountSessions(scopeOf(request), authOf(request))),
  );

  app.delete(
    '/account/sessions/:sessionId',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Sign out one of your sessions',
        description:
          'Its token answers 401 from then on. Only your own sessions: any other id is 404.',
        params: ZSessionIdParams,
        response: { 200: okEnvelope(z.null()), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      await signOutSession(
        scopeOf(request),
        auditActorOf(request),
        authOf(request),
        request.params.sessionId,
      );
      return ok(null);
    },
  );

  app.post(
    '/account/password',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Change your password',
        description:
          'Your current password and the new one (8 to 1024 characters). A wrong current password is 400 and counts as a failed login does (too many: 429 with Retry-After). Every other session of yours ends; this one stays.',
        body: ZPasswordChange,
        response: { 200: okEnvelope(z.null()), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      throwRequestProblems(request);
      await withRetryAfter(reply, () =>
        changePassword(
          scopeOf(request),
          auditActorOf(request),
          authOf(request),
          request.body,
          request.ip,
        ),
      );
      return ok(null);
    },
  );

  app.put(
    '/account/language',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Choose your language',
        description:
          'The language the console opens in for you wherever you sign in (`language` in `GET /api/auth/me`): `en`, `es`, `fr` or `ar`. Any other value is 400 in words and changes nothing.',
        body: ZLanguageChange,
        response: { 200: okEnvelope(z.null()), ...errors(400) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      await changeLanguage(scopeOf(request), auditActorOf(request), authOf(request), request.body);
      return ok(null);
    },
  );
};

/** Making a member's password reset link: the team's owners and admins. */
export const resetLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/team/members/:id/reset-link',
    {
      attachValidation: true,
      schema: {
        tags: ['team'],
        summary: "Make a member's password reset link",
        description:
          'A single-use link that sets the member’s password, valid 24 hours, answered this once to copy and hand over (only its hash is kept; a new link replaces the one made before). Owners and admins; only an owner makes one for an owner (403).',
        params: ZIdParams,
        response: { 200: okEnvelope(ZResetLink), ...errors(400, 403, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      // PUBLIC_URL is where the console is reached from outside; without it, as it was reached.
      const origin = app.env.PUBLIC_URL
        ? new URL(app.env.PUBLIC_URL).origin
        : `${request.protocol}://${request.host}`;
      return ok(
        await issueResetLink(scopeOf(request), auditActorOf(request), request.params.id, origin),
      );
    },
  );
};

/** The reset link itself, opened by a member who is not signed in. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const TAGS = ['account'];

  app.get(
    '/password-resets/:token',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        security: [],
        summary: 'Whose password a reset link sets',
        description:
          'The project, the member’s name and email, and when the link expires. Unknown: 404; used or expired: 410, each in words.',
        params: ZResetTokenParams,
        response: { 200: okEnvelope(ZResetPreview), ...errors(400, 404, 410) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(await readPasswordReset(app.db, request.params.token));
    },
  );

  app.post(
    '/password-resets/:token',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        security: [],
        summary: 'Set a new password with a reset link',
        description:
          'The new password (8 to 1024 characters). Every session of the member ends and the link is used up; then sign in with the new password. Unknown: 404; used or expired: 410.',
        params: ZResetTokenParams,
        body: ZResetUse,
        response: { 200: okEnvelope(z.null()), ...errors(400, 404, 410) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      await usePasswordReset(app.db, request.params.token, request.body, request.ip ?? null);
      return ok(null);
    },
  );
};
