import type { TCertificateSummary } from '../certificates/certificates.types';
import type { TJobRetry } from '../jobs/jobs.types';

// When the certificate job comes back (docs/decisions/017-certificates.md: the job owns the
// timing).

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A pending request whose DNS never matched (or whose order never finished) fails after this. */
export const GIVE_UP_AFTER_MS = 72 * HOUR_MS;
/** Renewal starts this long before the certificate ends (Let's Encrypt's advice). */
export const RENEW_BEFORE_MS = 30 * DAY_MS;
/** A renewal that failed is tried again this much later, until the certificate ends. */
export const RENEWAL_RETRY_MS = DAY_MS;
/** An issued certificate's revocation list is read this often: a listing is seen within a day. */
const REVOCATION_CHECK_MS = DAY_MS;

export const at = (ms: number): TJobRetry => ({ retryAt: new Date(ms) });

/** The next run of an issued domain: the revocation check tomorrow, or the renewal if sooner. */
export const nextRunOf = (certificate: TCertificateSummary) =>
  at(Math.min(certificate.notAfter.getTime() - RENEW_BEFORE_MS, Date.now() + REVOCATION_CHECK_MS));
