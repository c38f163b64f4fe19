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
