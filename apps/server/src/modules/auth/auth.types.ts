import type { TLoginResult } from '@oc/domain/auth/auth.schema';

/**
 * Who is trying: the address Fastify resolved (TRUST_PROXY decides) and the device cookie's token.
 */
export type TLoginClient = { ip: string; deviceToken: string | null };

export type TLoginOutcome = { result: TLoginResult; deviceToken: string };
