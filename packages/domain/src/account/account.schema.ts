import { z } from 'zod';
import { ZId } from '../api/ids.schema';
import { MESSAGES } from '../messages/messages';
import { PASSWORD_LIMITS } from '../team/team.schema';
import { ZMemberLanguage } from './member-language';

// A member's own account (docs/product/account.md): their password, their sessions, and the
// password reset links an owner or admin makes for them.

/** How long a password reset link works. */
export const RESET_LINK_HOURS = 24;

/** A new password follows the rule every password of the team does (team.schema.ts). */
const ZNewPassword = z
  .string()
  .min(PASSWORD_LIMITS.min, MESSAGES.TEAM_PASSWORD_LENGTH)
  .max(PASSWORD_LIMITS.max, MESSAGES.TEAM_PASSWORD_LENGTH);

/** POST /api/account/password. */
export const ZPasswordChange = z.strictObject({
  current_password: z.string().min(1, MESSAGES.ACCOUNT_CURRENT_PASSWORD_REQUIRED).max(1024),
  new_password: ZNewPassword,
});
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

/** PUT /api/account/language. */
export const ZLanguageChange = z.strictObject({ language: ZMemberLanguage });
export type TLanguageChange = z.infer<typeof ZLanguageChange>;

/** One of the member's signed-in sessions. */
export const ZAccountSession = z.object({
  id: z.number(),
  /** The browser and system it was signed in from, e.g. "Chrome on Android"; null if unknown. */
  device: z.string().nullable(),
  /** The address it was signed in from. */
  address: z.string().nullable(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  /** The session of this very request ("This device"). */
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

export const ZSessionIdParams = z.object({ sessionId: ZId });

/** A reset link just made: shown this once (only its hash is kept). */
export const ZResetLink = z.object({ link: z.string(), expires_at: z.string() });
export type TResetLink = z.infer<typeof ZResetLink>;

/** The token of a reset link: 32 random bytes in base64url. */
export const ZResetTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, MESSAGES.ACCOUNT_RESET_UNKNOWN),
});

/** GET /api/password-resets/{token}: whose password the link sets. */
export const ZResetPreview = z.object({
  project: z.string(),
  name: z.string(),
  email: z.string(),
  expires_at: z.string(),
});
export type TResetPreview = z.infer<typeof ZResetPreview>;

/** POST /api/password-resets/{token}. */
export const ZResetUse = z.strictObject({ new_password: ZNewPassword });
export type TResetUse = z.infer<typeof ZResetUse>;
