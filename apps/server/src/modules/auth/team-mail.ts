import type { TMemberLanguage } from '@oc/domain/account/member-language';
import type { TRole } from '@oc/domain/team/roles';
import { createTransport } from 'nodemailer';
import { mailDateTime, mailText } from './mail-words';

/**
 * How invitations are emailed: the SMTP server (none: not emailed), the sender, the console's
 * origin the links open, and where a failed send is logged (the request's log).
 */
export type TTeamMail = {
  smtpUrl: string | undefined;
  from: string;
  origin: string;
  warn: (error: unknown) => void;
};

export type TInvitationEmail = {
  to: string;
  project: string;
  inviter: string;
  role: TRole;
  link: string;
  expiresAt: Date;
  /**
   * The language it is written in: the inviting member's console language (the invitee has none
   * yet), English when they have not chosen one.
   */
  language: TMemberLanguage;
};

/** The invitation's subject and text: the project, who invites, as what, the link and its end. */
export function invitationMessage(email: TInvitationEmail) {
  const { language, inviter, project } = email;
  const role = mailText(language, `role.${email.role}`);
  const until = mailDateTime(email.expiresAt, language);
  return {
    subject: mailText(language, 'invitation.subject', { inviter, project }),
    text: [
      mailText(language, 'invitation.intro', { inviter, project, role }),
      '',
      mailText(language, 'invitation.open'),
      email.link,
      '',
      mailText(language, 'invitation.until', { until, inviter }),
      mailText(language, 'invitation.unexpected'),
    ].join('\n'),
  };
}

/**
 * Sends the invitation; resolves to whether it went out (a failure is not thrown: the invitation
 * stays and its link can be copied). Short timeouts, so an unreachable server does not hold the
 * owner's request for minutes.
 */
export async function sendInvitationEmail(
  mail: TTeamMail,
  email: TInvitationEmail,
): Promise<{ sent: boolean; error?: unknown }> {
  if (!mail.smtpUrl) return { sent: false };
  const transport = createTransport({
    url: mail.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail({
      from: mail.from,
      to: email.to,
      // Tells the reader's mail program which language (and so which way) the text is in.
      headers: { 'Content-Language': email.language },
      ...invitationMessage(email),
    });
    return { sent: true };
  } catch (error) {
    return { sent: false, error };
  } finally {
    transport.close();
  }
}
