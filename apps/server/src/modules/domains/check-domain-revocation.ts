import { checkCurrentRevocation } from '../certificates/check-current-revocation';
import type { TCertificateStep } from './certificate-job.types';
import { describeRevocation } from './certificate-job-words';
import { endServedDomain } from './end-served-domain';

/**
 * Asks the CA's revocation list about the domain's served certificate. Revoked: it is no longer
 * served and the domain ends 'revoked' (the owner requests again, 'Change custom domain'). Not
 * known today (the list unreachable, or none named): still served, asked again tomorrow. True
 * while the certificate is still served and the job goes on.
 */
export async function checkDomainRevocation(
  step: TCertificateStep,
  signal: AbortSignal,
): Promise<boolean> {
  const { deps, site } = step;
  const revocation = await checkCurrentRevocation(deps.db, site.domain, signal);
  if (signal.aborted) return false;
  if (revocation.status === 'revoked') {
    await endServedDomain(step, 'revoked', describeRevocation(revocation));
    return false;
  }
  if (revocation.status === 'unknown')
    deps.log.warn(
      { siteId: site.id, domain: site.domain, reason: revocation.reason },
      'certificate: revocation not known',
    );
  return true;
}
