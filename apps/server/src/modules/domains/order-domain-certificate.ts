import { CertificateFailure } from '../certificates/certificate-failure';
import type { TCertificateSummary } from '../certificates/certificates.types';
import { DomainClaimedElsewhere } from '../sites/domain-claimed-elsewhere';
import type { TCertificateStep, TStepOutcome } from './certificate-job.types';
import { at, nextRunOf } from './certificate-job-timing';
import { CLAIMED_ELSEWHERE, describeCertificate } from './certificate-job-words';
import { changeDomainState } from './change-domain-state';
import { failDomainRequest } from './fail-domain-request';
import { obtainDomainCertificate } from './obtain-domain-certificate';

/**
 * The validating request's order: the certificate obtained, the challenge's pass written as it
 * happens ('pre-issued', so the page says "almost finished" while the certificate is collected),
 * then the domain 'issued'. The CA's refusal fails the request with its reason; anything else is
 * tried again after a pause, still within the request's 72 hours.
 */
export async function orderDomainCertificate(
  step: TCertificateStep,
  signal: AbortSignal,
): Promise<TStepOutcome> {
  const { deps, scope, site } = step;
  // Kept in a chain so the final write comes after it.
  let passed: Promise<unknown> | null = null;
  const onPassed = () => {
    // A proven domain routes its host to the site (changeDomainState refreshes the routes); a
    // domain another site proved first is refused at the final write below.
    passed ??= changeDomainState(
      scope,
      site.id,
      site.domain,
      { sslProcessStatus: 'pending' },
      { sslStatus: 'pre-issued', events: [{ kind: 'challenge_passed' }] },
    ).catch(() => false);
  };
  let certificate: TCertificateSummary;
  try {
    certificate = await obtainDomainCertificate(step, signal, onPassed);
  } catch (error) {
    await passed;
    // Cancelled: the cancel wrote the site already; shut down: the job is given back and runs
    // again; lease lost: another worker has it.
    if (signal.aborted) return undefined;
    if (!(error instanceof CertificateFailure)) {
      // Not the CA's refusal (the database away, a bug): logged, and tried again after a pause.
      deps.log.warn({ err: error, siteId: site.id }, 'certificate: order failed');
      return at(Date.now() + deps.env.DOMAIN_RECHECK_SECONDS * 1000);
    }
    await failDomainRequest(scope, site, error.reason);
    return undefined;
  }
  await passed;
  let issued: boolean;
  try {
    issued = await changeDomainState(
      scope,
      site.id,
      site.domain,
      { sslProcessStatus: 'pending' },
      {
        sslStatus: 'issued',
        sslProcessStatus: 'ended',
        events: [
          ...(passed ? [] : [{ kind: 'challenge_passed' as const }]),
          { kind: 'issued', detail: describeCertificate(certificate) },
        ],
      },
    );
  } catch (error) {
    if (!(error instanceof DomainClaimedElsewhere)) throw error;
    await failDomainRequest(scope, site, CLAIMED_ELSEWHERE);
    return undefined;
  }
  return issued ? nextRunOf(certificate) : undefined;
}
