import { z } from 'zod';
import { ZMemberLanguage } from '../account/member-language';
import { ROLES } from '../team/roles';

export const ZLoginRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(255),
  password: z.string().min(1).max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;
export const ZUser = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  project: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  /** What the member may do (team/roles.ts): the console shows only the areas it opens. */
  role: z.enum(ROLES),
  /** For a business manager, the businesses they are given; empty for the other roles (all). */
  business_ids: z.array(z.number()),
  /** The console's language the member chose, wherever they sign in; null until they choose. */
  language: ZMemberLanguage.nullable(),
});
export type TUser = z.infer<typeof ZUser>;
export const ZLoginResult = z.object({ token: z.string(), expires_at: z.string(), user: ZUser });
export type TLoginResult = z.infer<typeof ZLoginResult>;
