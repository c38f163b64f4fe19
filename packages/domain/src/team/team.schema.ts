import { z } from 'zod';
import { DB_INT_MAX, ZId } from '../api/ids.schema';
import { MESSAGES } from '../messages/messages';
import { ROLES } from './roles';

// The team's requests and answers (docs/product/team.md): members, invitations, roles, ownership.

/** How long an invitation link admits its invitee. */
export const INVITATION_DAYS = 7;

/** A new member's password: as long as the owner's first one must be, and no longer than a login's. */
export const PASSWORD_LIMITS = { min: 8, max: 1024 } as const;

const ZRole = z.enum(ROLES, { error: MESSAGES.TEAM_ROLE_CHOOSE });
const ZBusinessIds = z
  .array(z.number().int().min(1).max(DB_INT_MAX), { error: MESSAGES.TEAM_BUSINESSES_CHOOSE })
  .max(1000)
  // Each business once.
  .transform((ids) => [...new Set(ids)]);

/** POST /api/team/invitations. */
export const ZInvitationCreate = z.strictObject({
  email: z.string().trim().toLowerCase().max(255).email(MESSAGES.TEAM_EMAIL_FORMAT),
  role: ZRole,
  business_ids: ZBusinessIds.optional(),
});
export type TInvitationCreate = z.infer<typeof ZInvitationCreate>;

/** PATCH /api/team/members/{id}: only what is sent changes. */
export const ZMemberUpdate = z
  .strictObject({ role: ZRole, business_ids: ZBusinessIds })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: MESSAGES.NOTHING_TO_SAVE });
export type TMemberUpdate = z.infer<typeof ZMemberUpdate>;

/** POST /api/team/transfer-ownership. */
export const ZTransferOwnership = z.strictObject({ member_id: ZId });
export type TTransferOwnership = z.infer<typeof ZTransferOwnership>;

/** POST /api/invitations/{token}/accept: the new member's name and password. */
export const ZInvitationAccept = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, MESSAGES.THE_NAME_MUST_HAVE_1_TO_255_CHARACTERS)
    .max(255, MESSAGES.THE_NAME_MUST_HAVE_1_TO_255_CHARACTERS),
  password: z
    .string()
    .min(PASSWORD_LIMITS.min, MESSAGES.TEAM_PASSWORD_LENGTH)
    .max(PASSWORD_LIMITS.max, MESSAGES.TEAM_PASSWORD_LENGTH),
});
export type TInvitationAccept = z.infer<typeof ZInvitationAccept>;

/** The token of an invitation link: 32 random bytes in base64url. */
export const ZInvitationTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, MESSAGES.TEAM_INVITATION_UNKNOWN),
});

export const ZTeamMember = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  /** A business manager's businesses; empty for the other roles, who see them all. */
  business_ids: z.array(z.number()),
  last_sign_in_at: z.string().nullable(),
  /** Whether this is the member asking. */
  is_you: z.boolean(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZPendingInvitation = z.object({
  id: z.number(),
  email: z.string(),
  role: ZRole,
  business_ids: z.array(z.number()),
  /** The inviter's name, or null once they are removed. */
  invited_by: z.string().nullable(),
  sent_at: z.string(),
  expires_at: z.string(),
});
export type TPendingInvitation = z.infer<typeof ZPendingInvitation>;

/** GET /api/team. */
export const ZTeam = z.object({
  members: z.array(ZTeamMember),
  invitations: z.array(ZPendingInvitation),
});
export type TTeam = z.infer<typeof ZTeam>;

/**
 * An invitation just made or sent again: its link, shown this once (only its hash is kept), and
 * whether the email went out (`email_problem` says in words why not; the link can still be copied).
 */
export const ZInvitationSent = z.object({
  invitation: ZPendingInvitation,
  link: z.string(),
  emailed: z.boolean(),
  email_problem: z.string().nullable(),
});
export type TInvitationSent = z.infer<typeof ZInvitationSent>;

/** GET /api/invitations/{token}: what the join page shows. */
export const ZInvitationPreview = z.object({
  project: z.string(),
  invited_by: z.string().nullable(),
  role: ZRole,
  email: z.string(),
  expires_at: z.string(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;
