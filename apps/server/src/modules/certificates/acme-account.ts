import { crypto as acmeCrypto } from 'acme-client';
import type { TDb } from '../../db/client';
import type { TSecretBox } from '../../lib/secrets';
import { findAccount, insertAccount } from './acme-accounts.repository';

/** The platform's account at this directory: its key made and stored sealed on first use. */
export async function acmeAccountOf(db: TDb, secrets: TSecretBox, directoryUrl: string) {
  const found = await findAccount(db, directoryUrl);
  if (found) return { ...found, key: secrets.decrypt(found.keySealed) };
  const key = await acmeCrypto.createPrivateEcdsaKey('P-256');
  await insertAccount(db, directoryUrl, secrets.encrypt(key));
  // Read back: another process may have stored its key first, and that one is the account's.
  const stored = await findAccount(db, directoryUrl);
  if (!stored) throw new Error('The ACME account was not stored');
  return { ...stored, key: secrets.decrypt(stored.keySealed) };
}
