import { formatMessage } from '@oc/domain/messages/messages';
import { AppError } from '../../lib/app-error';

// Login limits (docs/decisions/002-login-rate-limit-in-database.md). Only failures count; a refused
// attempt is not a failure, so hammering while blocked does not move the end of the wait.
/** Failures per (email, address) pair that cost nothing: typos. */
export const PAIR_FREE_FAILURES = 3;
/** The wait after the first failure past the free ones; each further failure doubles it ... */
export const PAIR_BASE_DELAY_SECONDS = 30;
/** ... up to this. */
export const PAIR_MAX_DELAY_SECONDS = 15 * 60;
/** How long a pair's failures keep counting. */
export const PAIR_WINDOW_HOURS = 24;
/** Failures from one address across all emails, per window. */
export const MAX_FAILURES_PER_ADDRESS = 30;
export const ADDRESS_WINDOW_MINUTES = 15;
/** Failures on one account from anywhere, per window; known clients are not held by it. */
export const MAX_FAILURES_PER_ACCOUNT = 20;
export const ACCOUNT_WINDOW_MINUTES = 60;
/** How long an address or device stays known after its last successful login. */
export const KNOWN_CLIENT_DAYS = 180;

/** 429 with how long to wait; the route turns retryAfterSeconds into Retry-After. */
export class LoginThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      retryAfterSeconds < 120
        ? [formatMessage('TOO_MANY_LOGIN_ATTEMPTS_SECONDS', { seconds: retryAfterSeconds })]
        : [
            formatMessage('TOO_MANY_LOGIN_ATTEMPTS', {
              minutes: Math.ceil(retryAfterSeconds / 60),
            }),
          ],
    );
  }
}

/** The wait a pair owes after `failures` failures, the last one included. */
export function pairDelaySeconds(failures: number): number {
  if (failures < PAIR_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - PAIR_FREE_FAILURES, 30);
  return Math.min(PAIR_BASE_DELAY_SECONDS * 2 ** doublings, PAIR_MAX_DELAY_SECONDS);
}
