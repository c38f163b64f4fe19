import { createPrivateKey } from 'node:crypto';
import { serviceAccountKeyOf } from '@oc/domain/credentials/service-account-key.schema';
import type { TMessageKey } from '@oc/domain/messages/messages';

// Content checks of the credential files that need no outside tool
// (docs/decisions/007-store-credentials.md).

const PKCS8_PEM = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/;

/**
 * An App Store Connect API key (.p8, or a .txt holding it) is an unencrypted PKCS#8 PEM of an EC
 * key on P-256 (prime256v1), which App Store Connect's ES256 tokens need. A SEC1 ("EC PRIVATE KEY")
 * or encrypted PEM, a public key or a certificate is not what Apple issues, and is refused as
 * unreadable.
 */
export function apiKeyProblem(bytes: Buffer): TMessageKey | null {
  const pem = PKCS8_PEM.exec(bytes.toString('utf8'))?.[0];
  if (!pem) return 'API_KEY_FILE_UNREADABLE';
  let key: ReturnType<typeof createPrivateKey>;
  try {
    key = createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    return 'API_KEY_FILE_UNREADABLE';
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    return 'API_KEY_FILE_NOT_P256';
  return null;
}

/**
 * A Google Play publishing credential is a service account key: JSON with type "service_account",
 * its client_email and a private_key that opens.
 */
export function playStoreCredentialProblem(bytes: Buffer): TMessageKey | null {
  const account = serviceAccountKeyOf(bytes.toString('utf8'));
  if (!account) return 'PLAYSTORE_CREDENTIAL_FILE_INVALID';
  try {
    createPrivateKey(account.private_key);
  } catch {
    return 'PLAYSTORE_CREDENTIAL_FILE_INVALID';
  }
  return null;
}
