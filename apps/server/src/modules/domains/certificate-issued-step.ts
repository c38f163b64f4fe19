import { currentCertificate } from '../certificates/current-certificate';
import type { TCertificateStep, TStepOutcome } from './certificate-job.types';
import { nextRunOf, RENEW_BEFORE_MS } from './certificate-job-timing';
import { checkDomainRevocation } from './check-domain-revocation';
import { endServedDomain } from './end-served-domain';
import { renewDomainCertificate } from './renew-domain-certificate';

/**
 * An issued domain's daily run: it ends 'expired' at its certificate's end, 'revoked' when the CA
 * lists it, and is renewed from RENEW_BEFORE_MS before the end; otherwise it comes back tomorrow.
 */
export async function certificateIssuedStep(
  step: TCertificateStep,
  signal: AbortSignal,
): Promise<TStepOutcome> {
  const current = await currentCertificate(step.deps.db, step.site.domain);
  if (!current) return undefined;
  const now = Date.now();
  if (now >= current.notAfter.getTime()) {
    await endServedDomain(step, 'expired');
    return undefined;
  }
  if (!(await checkDomainRevocation(step, signal))) return undefined;
  if (now < current.notAfter.getTime() - RENEW_BEFORE_MS) return nextRunOf(current);
  return renewDomainCertificate(step, current, signal, now);
}
