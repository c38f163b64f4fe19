import type { TDb } from '../../db/client';
import { findChallenge } from './acme-challenges.repository';

/** The key authorization to answer an HTTP-01 challenge with, or null for an unknown token. */
export async function challengeAnswer(db: TDb, token: string): Promise<string | null> {
  return findChallenge(db, token);
}
