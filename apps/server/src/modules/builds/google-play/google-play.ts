import { createPrivateKey, type KeyObject } from 'node:crypto';
import type { TMessageKey } from '@oc/domain/messages/messages';
import { SignJWT } from 'jose';

// 'Store (Add keys and files)': the release build goes to Google Play with the owner's service
// account key, through the Google Play Developer API (androidpublisher v3). One upload is one
// "edit": open it, upload the APK or AAB into it, put that version code on the track, commit.
// Nothing is visible on Play until the commit, and an edit left open (after a failure) expires on
// its own, so a failure halfway needs no clean-up.

export type TPlayEndpoints = {
  /** The API's base address; Google's is https://androidpublisher.googleapis.com. */
  apiUrl: string;
  /**
   * Where the service account's token is asked for. Ours, never the `token_uri` written in the
   * owner's JSON: that file is the owner's, and following it would let an owner make our server
   * post a signed assertion (and wait for an answer) at any address they like.
   */
  tokenUrl: string;
};

/** Google's own addresses; the tests and journeys give the fake's instead. */
export const GOOGLE_PLAY_ENDPOINTS: TPlayEndpoints = {
  apiUrl: 'https://androidpublisher.googleapis.com',
  tokenUrl: 'https://oauth2.googleapis.com/token',
};

/**
 * Why a send to Google Play failed, in the owner's words: a message of the catalogue and its
 * parameters. 400 when the owner can fix it (key, package, permission, version), 502 when Google
 * did not answer usefully (down, overloaded, too slow): trying again later may work.
 */
export class PlayError extends Error {
  constructor(
    readonly key: TMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly status: 400 | 502 = 400,
  ) {
    super(key);
  }
}

const SCOPE = 'https://www.googleapis.com/auth/androidpublisher';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** Google accepts assertions valid for at most an hour; a token is needed for one send only. */
const ASSERTION_SECONDS = 3600;
const TOKEN_TIMEOUT_MS = 20_000;
const CALL_TIMEOUT_MS = 30_000;
/** An APK or AAB of a WebView app is a few MB; a slow link still moves that in five minutes. */
const UPLOAD_TIMEOUT_MS = 300_000;
/** Google's messages are short; anything longer is cut so that it fits the build's error text. */
const MAX_REASON = 300;

type TAccount = { email: string; key: KeyObject; keyId: string | undefined };

/**
 * The owner's service account: its email and private key. The key was checked on save
 * (playStoreCredentialProblem), but the file is read again here, so any problem is still worded
 * without ever quoting the file.
 */
function readAccount(json: Buffer): TAccount {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json.toString('utf8'));
  } catch {
    throw new PlayError('PLAY_KEY_REJECTED', { reason: 'the file is not JSON' });
  }
  const account = parsed as {
    type?: unknown;
    client_email?: unknown;
    private_key?: unknown;
    private_key_id?: unknown;
  } | null;
  if (
    typeof account !== 'object' ||
    account === null ||
    account.type !== 'service_account' ||
    typeof account.client_email !== 'string' ||
    typeof account.private_key !== 'string'
  )
    throw new PlayError('PLAY_KEY_REJECTED', { reason: 'the file is not a service account key' });
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
    keyId: typeof account.private_key_id === 'string' ? account.private_key_id : undefined,
  };
}

/** Google's words, on one line and short, for a message shown to the owner. */
function reasonText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const line = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1)}…` : line;
}

type TAnswer = { status: number; body: unknown };

/**
 * One HTTP exchange with a deadline. The caller's signal (the owner cancelled, the worker stops)
 * ends it with that signal's reason, unchanged, so a cancel is not mistaken for Google being down;
 * the deadline and any network failure end it as PLAY_UNAVAILABLE.
 */
async function exchange(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | Buffer },
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<TAnswer> {
  signal?.throwIfAborted();
  const deadline = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: combined,
      // An answer that sends us elsewhere is not Google's API answering: never follow it.
      redirect: 'error',
    });
    text = await res.text();
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (deadline.aborted)
      throw new PlayError(
        'PLAY_UNAVAILABLE',
        { reason: `no answer within ${timeoutMs / 1000} seconds` },
        502,
      );
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    throw new PlayError(
      'PLAY_UNAVAILABLE',
      { reason: typeof code === 'string' ? `connection failed: ${code}` : 'connection failed' },
      502,
    );
  }
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: res.status, body };
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

type TGoogleError = { code?: unknown; message?: unknown; status?: unknown; errors?: unknown };

/** Google's error envelope: {"error":{"code","message","status","errors":[{"reason","message"}]}}. */
function googleError(body: unknown): { message: string; reasons: string[]; status: string } {
  const error = (body as { error?: TGoogleError } | null)?.error;
  if (typeof error !== 'object' || error === null) return { message: '', reasons: [], status: '' };
  const details = Array.isArray(error.errors) ? (error.errors as unknown[]) : [];
  const reasons = details
    .map((d) => (d as { reason?: unknown } | null)?.reason)
    .filter((r): r is string => typeof r === 'string');
  return {
    message: typeof error.message === 'string' ? error.message : '',
    reasons,
    status: typeof error.status === 'string' ? error.status : '',
  };
}

type TStep = 'insert' | 'upload' | 'track' | 'commit';

/**
 * A refused API call in the owner's words. A 404 means "no such app" only when opening the edit,
 * the first call naming the package; later a 404 is about the edit or the track, and is passed on
 * in Google's words.
 */
function apiFailure(
  answer: TAnswer,
  step: TStep,
  packageName: string,
  versionCode: number | undefined,
): PlayError {
  const { status } = answer;
  if (status >= 500 || status === 429 || status === 408)
    return new PlayError('PLAY_UNAVAILABLE', { reason: `Google Play answered ${status}` }, 502);
  const error = googleError(answer.body);
  const reason = reasonText(error.message || `status ${status}`);
  const codeUsed = /version code\s*(\d+)?.*already (been )?used/i.exec(error.message);
  if (
    error.reasons.some((r) => /VersionConflict|versionCodeAlreadyUsed/i.test(r)) ||
    codeUsed !== null
  ) {
    const code = codeUsed?.[1] ?? versionCode;
    return new PlayError('PLAY_VERSION_CODE_USED', { code: code ?? '?' });
  }
  if (status === 401) return new PlayError('PLAY_KEY_REJECTED', { reason });
  if (status === 403) return new PlayError('PLAY_PERMISSION_DENIED', { package: packageName });
  if (status === 404 && step === 'insert')
    return new PlayError('PLAY_PACKAGE_NOT_FOUND', { package: packageName });
  if (status >= 400 && status < 500) return new PlayError('PLAY_REFUSED', { reason });
  return new PlayError('PLAY_UNAVAILABLE', { reason: `Google Play answered ${status}` }, 502);
}

/**
 * Publishes one build: an OAuth token from the service account (JWT bearer grant, RS256, scope
 * androidpublisher), then the edits flow: edits.insert, apks.upload or bundles.upload
 * (uploadType=media), tracks.update (one completed release of this version code), edits.commit.
 * Every failure is a PlayError in words; the private key never appears in one, nor in a log.
 * `versionCode`, when given, is the build's own, for the message when Google refuses it as used
 * without saying which (an APK's refusal does not).
 */
export async function publishToGooglePlay(
  input: {
    serviceAccountJson: Buffer;
    packageName: string;
    artifact: { bytes: Buffer; extension: 'apk' | 'aab' };
    track: string;
    versionCode?: number;
  },
  endpoints: TPlayEndpoints,
  signal?: AbortSignal,
): Promise<{ editId: string; versionCode: number; track: string }> {
  const account = readAccount(input.serviceAccountJson);
  const token = await accessToken(account, endpoints.tokenUrl, signal);
  const api = endpoints.apiUrl.replace(/\/+$/, '');
  const app = `applications/${encodeURIComponent(input.packageName)}`;
  const auth = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const json = { ...auth, 'content-type': 'application/json' };

  const call = async (
    step: TStep,
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string | Buffer },
    timeoutMs = CALL_TIMEOUT_MS,
  ) => {
    const answer = await exchange(url, init, timeoutMs, signal);
    if (answer.status < 200 || answer.status >= 300)
      throw apiFailure(answer, step, input.packageName, input.versionCode);
    return (answer.body ?? {}) as Record<string, unknown>;
  };

  const edit = await call('insert', `${api}/androidpublisher/v3/${app}/edits`, {
    method: 'POST',
    headers: json,
    body: '{}',
  });
  if (typeof edit.id !== 'string' || !edit.id)
    throw new PlayError('PLAY_UNAVAILABLE', { reason: 'Google Play opened no edit' }, 502);
  const editPath = `${app}/edits/${encodeURIComponent(edit.id)}`;

  const kind = input.artifact.extension === 'apk' ? 'apks' : 'bundles';
  const uploaded = await call(
    'upload',
    `${api}/upload/androidpublisher/v3/${editPath}/${kind}?uploadType=media`,
    {
      method: 'POST',
      headers: {
        ...auth,
        'content-type':
          input.artifact.extension === 'apk'
            ? 'application/vnd.android.package-archive'
            : 'application/octet-stream',
      },
      body: input.artifact.bytes,
    },
    UPLOAD_TIMEOUT_MS,
  );
  const versionCode = Number(uploaded.versionCode);
  if (!Number.isInteger(versionCode) || versionCode <= 0)
    throw new PlayError('PLAY_UNAVAILABLE', { reason: 'Google Play read no version code' }, 502);

  // The Play API writes int64 values as strings, versionCodes among them.
  await call(
    'track',
    `${api}/androidpublisher/v3/${editPath}/tracks/${encodeURIComponent(input.track)}`,
    {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({
        track: input.track,
        releases: [{ versionCodes: [String(versionCode)], status: 'completed' }],
      }),
    },
  );
  await call('commit', `${api}/androidpublisher/v3/${editPath}:commit`, {
    method: 'POST',
    headers: json,
  });
  return { editId: edit.id, versionCode, track: input.track };
}
