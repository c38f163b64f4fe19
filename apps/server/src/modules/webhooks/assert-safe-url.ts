import { AppError } from '../../lib/app-error';
import { checkTarget, type TResolveHost } from './safe-target';

const REFUSAL_KEYS = {
  format: 'WEBHOOK_URL_FORMAT',
  'not-https': 'WEBHOOK_URL_NOT_HTTPS',
  private: 'WEBHOOK_URL_PRIVATE',
  unresolved: 'WEBHOOK_URL_UNRESOLVED',
} as const;

/** A 400 in the owner's words when the address may not receive webhooks (safe-target.ts). */
export async function assertSafeUrl(
  url: string,
  options: { allowPrivate: boolean; resolve?: TResolveHost },
): Promise<void> {
  const check = await checkTarget(url, options);
  if (!check.ok) throw AppError.of(400, REFUSAL_KEYS[check.refusal]);
}
