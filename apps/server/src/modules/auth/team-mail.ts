import type { TRole } from '@oc/domain/team/roles';
import { createTransport } from 'nodemailer';

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
};

const ROLE_WORDS: Record<TRole, string> = {
  owner: 'an owner',
  admin: 'an admin',
  business_manager: 'a business manager',
};

/** The invitation's subject and text: the project, who invites, as what, the link and its end. */
export function invitationMessage(email: TInvitationEmail) {
  const until = `${email.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    subject: `${email.inviter} invites you to ${email.project} on Owner Console`,
    text: [
      `${email.inviter} invites you to join the team of ${email.project} as ${ROLE_WORDS[email.role]}.`,
      '',
      'Open this link to choose your name and password; you are then signed in:',
      email.link,
      '',
      `The link works once, until ${until}. If it has expired, ask ${email.inviter} for a new invitation.`,
      'If you did not expect this invitation, ignore this email.',
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
    await transport.sendMail({ from: mail.from, to: email.to, ...invitationMessage(email) });
    return { sent: true };
  } catch (error) {
    return { sent: false, error };
  } finally {
    transport.close();
  }
}
