import { formatMessage } from '@oc/domain/messages/messages';
import type { TInvitationSent } from '@oc/domain/team/team.schema';
import type { TScope } from '../../lib/scope';
import * as accountRepo from './account.repository';
import * as repo from './team.repository';
import { sendInvitationEmail, type TTeamMail } from './team-mail';
import { pendingInvitationOf } from './team-views';

/**
 * Emails an invitation just made or renewed and answers with it and its link (shown this once);
 * `email_problem` tells the inviter in words when no email went out. Written in the inviting
 * member's console language: the invitee has chosen none yet, and is most likely to read the
 * language of the team that invites them.
 */
export async function emailInvitation(
  scope: TScope,
  made: { id: number; link: string; inviter: { id: number; name: string } },
  mail: TTeamMail,
): Promise<TInvitationSent> {
  const row = await repo.findOpenInvitation(scope, made.id);
  if (!row) throw new Error('the invitation vanished right after it was written');
  const inviter = await accountRepo.findMemberLanguage(scope, made.inviter.id);
  const outcome = await sendInvitationEmail(mail, {
    to: row.email,
    project: await repo.findProjectName(scope),
    inviter: made.inviter.name,
    role: row.role,
    link: made.link,
    expiresAt: row.expiresAt,
    language: inviter?.language ?? 'en',
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
