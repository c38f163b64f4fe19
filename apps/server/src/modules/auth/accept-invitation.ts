import { randomBytes } from 'node:crypto';
import type { TLoginResult } from '@oc/domain/auth/auth.schema';
import type { TInvitationAccept } from '@oc/domain/team/team.schema';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/record-audit';
import { setMemberBusinesses } from '../catalogue/set-member-businesses';
import { recordSignIn } from './account-sign-in';
import { insertSession } from './auth.repository';
import { authenticate } from './authenticate';
import { hashPassword } from './passwords';
import * as repo from './team.repository';
import { assertInvitationAdmits } from './team-invitation-state';
import { hashToken } from './token-hash';

/** As long as a login's session lasts (login.ts). */
const SESSION_DAYS = 30;

/**
 * POST /api/invitations/{token}/accept (public): the invitee's login, made with the invitation's
 * email and role (and a business manager's businesses), the invitation marked used and the entry
 * recorded, all in one transaction; then signed in as a login would be. From then on the member
 * logs in like any other, under the same login limits.
 */
export async function acceptInvitation(
  db: TDb,
  token: string,
  input: TInvitationAccept,
  ip: string | null,
  userAgent?: string,
): Promise<TLoginResult> {
  const tokenHash = hashToken(token);
  // Checked before the slow password hash, so a dead link costs nothing; checked again, locked,
  // inside the transaction, so two tabs accepting at once make one login.
  assertInvitationAdmits(await repo.findInvitationByTokenHash(db, tokenHash), new Date());
  const passwordHash = await hashPassword(input.password);
  const sessionToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  const userId = await db.transaction(async (tx) => {
    const txDb = tx as unknown as TDb;
    const now = new Date();
    const invitation = await repo.findInvitationByTokenHash(txDb, tokenHash, { lock: true });
    assertInvitationAdmits(invitation, now);
    if (!invitation) throw new Error('unreachable: refused above');
    const inTx = { db: txDb, projectId: invitation.projectId };
    if (await repo.emailHasLogin(txDb, invitation.email))
      throw AppError.of(409, 'TEAM_EMAIL_HAS_LOGIN', { email: invitation.email });
    const userId = await repo.insertUser(txDb, {
      projectId: invitation.projectId,
      email: invitation.email,
      name: input.name,
      passwordHash,
      role: invitation.role,
      lastSignInAt: now,
    });
    if (userId === null)
      throw AppError.of(409, 'TEAM_EMAIL_HAS_LOGIN', { email: invitation.email });
    if (invitation.role === 'business_manager')
      await setMemberBusinesses(inTx, userId, invitation.businessIds);
    await repo.markInvitationAccepted(inTx, invitation.id, now);
    await recordAudit(
      inTx,
      { userId, name: input.name, email: invitation.email, ip },
      {
        area: 'team',
        action: 'member.joined',
        target: invitation.email,
        changes: { role: { after: invitation.role } },
      },
    );
    await insertSession(txDb, {
      projectId: invitation.projectId,
      userId,
      tokenHash: hashToken(sessionToken),
      expiresAt,
    });
    return userId;
  });
  // Its browser and address, as a login keeps them, for the member's list of sessions.
  await recordSignIn(db, {
    tokenHash: hashToken(sessionToken),
    userId,
    userAgent,
    ip: ip ?? '',
  });
  const auth = await authenticate(db, sessionToken);
  if (!auth) throw new Error('session vanished right after it was created');
  return { token: sessionToken, expires_at: expiresAt.toISOString(), user: auth.user };
}
