import type { TKeystoreFacts } from '@oc/domain/credentials/credentials-summary.schema';
import type { TMessageKey } from '@oc/domain/messages/messages';
import { AppError } from '../../lib/app-error';
import type { TStoredCredentials } from './credentials.summary';
import { checkKeystore, type TKeystoreInput } from './keystore-check';
import { KeystoreCheckUnavailable } from './keystore-jvm';

/** The fields whose change means the keystore must be opened again. */
const KEYSTORE_FIELDS = ['store_file', 'store_password', 'key_alias', 'key_password'];

/** The JDK opens the keystore; when it cannot run, that is said (503) and logged, never a 400. */
async function openKeystore(input: TKeystoreInput) {
  try {
    return await checkKeystore(input);
  } catch (error) {
    if (!(error instanceof KeystoreCheckUnavailable)) throw error;
    // Only the reason (no such command, a timeout), never the tool's output or any input.
    throw AppError.of(503, 'KEYSTORE_CHECK_UNAVAILABLE').withWarning(
      'the JDK could not check a keystore',
      { reason: error.message },
    );
  }
}

/**
 * The Android keystore's facts after a save (docs/decisions/007-store-credentials.md): the previous
 * ones while no keystore field was sent; else the merged keystore opened by the JDK with the
 * merged passwords and alias, or its problem. A field that failed its own rule is already
 * reported: the keystore is judged with good input only, and has no facts until it is.
 */
export async function keystoreAfterSave(input: {
  sent: readonly string[];
  isValid: (field: string) => boolean;
  merged: TStoredCredentials;
  previous: TKeystoreFacts | null;
}): Promise<{ keystore: TKeystoreFacts | null; problem: TMessageKey | null }> {
  const touched = KEYSTORE_FIELDS.filter((f) => input.sent.includes(f));
  if (touched.length === 0) return { keystore: input.previous, problem: null };
  const storeFile = input.merged.files.store_file;
  if (!storeFile || !touched.every(input.isValid)) return { keystore: null, problem: null };
  const storePassword = input.merged.texts.store_password;
  if (!storePassword) return { keystore: null, problem: 'KEYSTORE_NEEDS_STORE_PASSWORD' };
  const result = await openKeystore({
    bytes: Buffer.from(storeFile.content, 'base64'),
    storePassword,
    alias: input.merged.texts.key_alias,
    keyPassword: input.merged.texts.key_password,
  });
  return result.ok
    ? { keystore: result.facts, problem: null }
    : { keystore: null, problem: result.problem };
}
