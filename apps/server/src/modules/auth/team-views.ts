import type { TPendingInvitation } from '@oc/domain/team/team.schema';
import type { TInvitationRow } from './team.repository';

/** An open invitation as the Team page lists it. */
export const pendingInvitationOf = (row: TInvitationRow): TPendingInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  business_ids: row.businessIds,
  invited_by: row.invitedBy,
  sent_at: row.sentAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});
