import { PlayError, reasonText } from './play-error';
import type { TAnswer } from './play-exchange';

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

export type TStep = 'insert' | 'upload' | 'track' | 'commit';

/**
 * Play's refusals of an upload that the owner fixes with a new build, recognised by Google's words
 * (the API gives them as 400 or 403 with a generic reason, so the words are what tells them apart).
 */
function refusalOfUpload(message: string): PlayError | null {
  const target = /targets API level (\d+) and must target at least API level (\d+)/i.exec(message);
  if (target)
    return new PlayError('PLAY_TARGET_API_TOO_LOW', {
      target: target[1] ?? '?',
      required: target[2] ?? '?',
    });
  if (/APKs are not allowed|use the Android App Bundle format/i.test(message))
    return new PlayError('PLAY_BUNDLE_REQUIRED');
  if (/signed with the wrong key/i.test(message)) {
    const found = /Found:\s*SHA1:\s*([0-9A-F:]+)/i.exec(message)?.[1];
    const expected = /expected:\s*SHA1:\s*([0-9A-F:]+)/i.exec(message)?.[1];
    return new PlayError('PLAY_UPLOAD_KEY_MISMATCH', {
      expected: expected ?? 'the one Google Play has',
      found: found ?? 'another key',
    });
  }
  if (/(was|is) not signed|signature is invalid|unsigned/i.test(message))
    return new PlayError('PLAY_BUNDLE_UNSIGNED');
  return null;
}

/**
 * A refused API call in the owner's words. A 404 means "no such app" only when opening the edit,
 * the first call naming the package; later a 404 is about the edit or the track, and is passed on
 * in Google's words.
 */
export function apiFailure(
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
  const known = refusalOfUpload(error.message);
  if (known) return known;
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
