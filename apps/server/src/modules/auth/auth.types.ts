import type { TLoginResult } from '@oc/domain/auth/auth.schema';

/**
 * Who is trying: the address Fastify resolved (TRUST_PROXY decides) and the device cookie's token.
 */
export type TLoginClient = {
  ip: string;
  deviceToken: string | null;
  /** The User-Agent header, kept with the session for the member's list of sessions. */
  userAgent?: string | null;
};

export type TLoginOutcome = { result: TLoginResult; deviceToken: string };
