import { z } from 'zod';
import { LANGUAGE_MESSAGES } from '../messages/language-messages';

// Apart from account.schema.ts: who is signed in (auth.schema.ts) carries the member's language,
// and the login page should not bring the rest of the account's rules with it.

/**
 * The languages a member may read the console in, each the console's own (apps/console's
 * locales). A member who has not chosen one yet has none (null): the console goes by the browser.
 */
export const MEMBER_LANGUAGES = ['en', 'es', 'fr', 'ar'] as const;
export type TMemberLanguage = (typeof MEMBER_LANGUAGES)[number];

/** One of MEMBER_LANGUAGES; anything else (another code, a number, nothing) in words. */
export const ZMemberLanguage = z.enum(MEMBER_LANGUAGES, {
  error: LANGUAGE_MESSAGES.ACCOUNT_LANGUAGE_UNKNOWN,
});
