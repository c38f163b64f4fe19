// When a failed delivery is tried again (docs/product/webhooks.md#retries): about a day of
// retries, further and further apart, then the delivery has failed.

/** The wait before each retry, in order: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (≈ 27.6 h). */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3600_000,
  5 * 3600_000,
  10 * 3600_000,
  10 * 3600_000,
] as const;

/** An endpoint whose every delivery failed for this long is disabled. */
export const DISABLE_AFTER_MS = 24 * 3600_000;

/**
 * When to try again after `attemptsMade` failed attempts, or null when that was the last. The wait
 * is spread by ±20% so that the deliveries of one outage are not all retried at the same instant.
 */
export function nextAttemptAt(
  now: Date,
  attemptsMade: number,
  random: () => number = Math.random,
): Date | null {
  const delay = RETRY_DELAYS_MS[attemptsMade - 1];
  if (delay === undefined) return null;
  return new Date(now.getTime() + Math.round(delay * (0.8 + 0.4 * random())));
}
