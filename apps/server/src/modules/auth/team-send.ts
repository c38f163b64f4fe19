import { formatMessage } from '@oc/domain/messages/messages';
import type { TInvitationSent } from '@oc/domain/team/team.schema';
import type { TScope } from '../../lib/scope';
import * as repo from './team.repository';
import { sendInvitationEmail, type TTeamMail } from './team-mail';
import { pendingInvitationOf } from './team-views';

/**
 * Emails an invitation just made or renewed and answers with it and its link (shown this once);
 * `email_problem` tells the inviter in words when no email went out.
 */
export async function emailInvitation(
  scope: TScope,
  made: { id: number; link: string; inviter: string },
  mail: TTeamMail,
): Promise<TInvitationSent> {
  const row = await repo.findOpenInvitation(scope, made.id);
  if (!row) throw new Error('the invitation vanished right after it was written');
  const outcome = await sendInvitationEmail(mail, {
    to: row.email,
    project: await repo.findProjectName(scope),
    inviter: made.inviter,
    role: row.role,
    link: made.link,
    expiresAt: row.expiresAt,
  });
  if (outcome.error !== undefined) mail.warn(outcome.error);
  const problem = outcome.sent
    ? null
    : formatMessage(mail.smtpUrl ? 'TEAM_EMAIL_NOT_SENT' : 'TEAM_EMAIL_NOT_CONFIGURED');
  return {
    invitation: pendingInvitationOf(row),
    link: made.link,
    emailed: outcome.sent,
    email_problem: problem,
  };
}
