import type { TPlatform } from '@oc/domain/apps/platforms';
import { credentialFieldsOf } from '@oc/domain/credentials/credentials.schema';
import { AppError } from '../../lib/app-error';
import type { TSecretBox } from '../../lib/secrets';
import { EMPTY_CREDENTIALS, type TStoredCredentials } from './credentials.summary';

/**
 * The stored values in clear. They cannot be opened when the server's secret key is not the one
 * they were sealed with (SECRET_KEY changed, or the key file of DATA_DIR was lost): that is said
 * plainly (409) rather than failing as a server error.
 */
export function openSecret(secrets: TSecretBox, sealed: string | null): TStoredCredentials {
  if (!sealed) return EMPTY_CREDENTIALS;
  let opened: Buffer;
  try {
    opened = secrets.decrypt(sealed);
  } catch {
    throw AppError.of(409, 'CREDENTIALS_UNREADABLE');
  }
  return JSON.parse(opened.toString('utf8')) as TStoredCredentials;
}

/** A save that sends every field replaces the stored ones, so it need not open them. */
export function storedFor(
  secrets: TSecretBox,
  sealed: string | null,
  platform: TPlatform,
  sent: readonly string[],
): TStoredCredentials {
  const isComplete = credentialFieldsOf(platform).every((field) => sent.includes(field));
  return isComplete ? EMPTY_CREDENTIALS : openSecret(secrets, sealed);
}
