import { createPrivateKey, type KeyObject } from 'node:crypto';
import { serviceAccountKeyOf } from '@oc/domain/credentials/service-account-key.schema';
import { SignJWT } from 'jose';
import { PlayError, reasonText } from './play-error';
import { exchange } from './play-exchange';

// The service account's access token for one send: a JWT signed with the owner's key (RS256,
// scope androidpublisher), traded at our token endpoint (JWT bearer grant).

const SCOPE = 'https://www.googleapis.com/auth/androidpublisher';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** Google accepts assertions valid for at most an hour; a token is needed for one send only. */
const ASSERTION_SECONDS = 3600;
const TOKEN_TIMEOUT_MS = 20_000;

type TAccount = { email: string; key: KeyObject; keyId: string | undefined };

/**
 * The owner's service account: its email and private key. The key was checked on save
 * (playStoreCredentialProblem), but the file is read again here, so any problem is still worded
 * without ever quoting the file.
 */
function readAccount(json: Buffer): TAccount {
  const account = serviceAccountKeyOf(json.toString('utf8'));
  if (!account)
    throw new PlayError('PLAY_KEY_REJECTED', {
      reason: 'the file is not JSON, or not a service account key',
    });
  let key: KeyObject;
  try {
    key = createPrivateKey(account.private_key);
  } catch {
    throw new PlayError('PLAY_KEY_REJECTED', { reason: 'its private key does not open' });
  }
  if (key.asymmetricKeyType !== 'rsa')
    throw new PlayError('PLAY_KEY_REJECTED', { reason: 'its private key is not an RSA key' });
  return {
    email: account.client_email,
    key,
    keyId: account.private_key_id,
  };
}

/** The service account's access token: a JWT signed with its key, traded at our token endpoint. */
async function accessToken(
  account: TAccount,
  tokenUrl: string,
  signal: AbortSignal | undefined,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({
      alg: 'RS256',
      typ: 'JWT',
      ...(account.keyId ? { kid: account.keyId } : {}),
    })
    .setIssuer(account.email)
    .setAudience(tokenUrl)
    .setIssuedAt(now)
    .setExpirationTime(now + ASSERTION_SECONDS)
    .sign(account.key);
  const answer = await exchange(
    tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: JWT_BEARER, assertion }).toString(),
    },
    TOKEN_TIMEOUT_MS,
    signal,
  );
  const body = (answer.body ?? {}) as {
    access_token?: unknown;
    error?: unknown;
    error_description?: unknown;
  };
  if (answer.status >= 200 && answer.status < 300 && typeof body.access_token === 'string')
    return body.access_token;
  if (answer.status >= 500 || answer.status === 429 || answer.status < 400)
    throw new PlayError(
      'PLAY_UNAVAILABLE',
      { reason: `Google's sign-in answered ${answer.status}` },
      502,
    );
  // The token endpoint refuses only the assertion, that is the key: invalid_grant (a deleted or
  // revoked key, a disabled account, a bad signature), invalid_client, unauthorized_client.
  const reason =
    typeof body.error_description === 'string' && body.error_description
      ? body.error_description
      : typeof body.error === 'string'
        ? body.error
        : `status ${answer.status}`;
  throw new PlayError('PLAY_KEY_REJECTED', { reason: reasonText(reason) });
}

/**
 * The access token of the owner's service account (its JSON key file, read again here, so that any
 * problem is worded without ever quoting the file).
 */
export async function serviceAccountToken(
  json: Buffer,
  tokenUrl: string,
  signal: AbortSignal | undefined,
): Promise<string> {
  return accessToken(readAccount(json), tokenUrl, signal);
}
