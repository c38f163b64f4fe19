import type { TCertificateSummary } from '../certificates/certificates.types';
import type { TCertificateStep, TStepOutcome } from './certificate-job.types';
import { at, nextRunOf, RENEWAL_RETRY_MS } from './certificate-job-timing';
import { describeCertificate, reasonOf } from './certificate-job-words';
import { changeDomainState } from './change-domain-state';
import { obtainDomainCertificate } from './obtain-domain-certificate';

/**
 * Orders the issued domain's next certificate, with a 'renewed' event. A failed renewal keeps the
 * old certificate served, says so in a 'failed' event, and is tried again tomorrow, or at the old
 * certificate's end to mark it expired (`now` is when the run began).
 */
export async function renewDomainCertificate(
  step: TCertificateStep,
  current: TCertificateSummary,
  signal: AbortSignal,
  now: number,
): Promise<TStepOutcome> {
  const { deps, scope, site } = step;
  try {
    const renewed = await obtainDomainCertificate(step, signal);
    await changeDomainState(
      scope,
      site.id,
      site.domain,
      { sslStatus: 'issued' },
      { events: [{ kind: 'renewed', detail: describeCertificate(renewed) }] },
    );
    return nextRunOf(renewed);
  } catch (error) {
    if (signal.aborted) return undefined;
    deps.log.warn({ err: error, siteId: site.id }, 'certificate: renewal failed');
    await changeDomainState(
      scope,
      site.id,
      site.domain,
      { sslStatus: 'issued' },
      { events: [{ kind: 'failed', detail: `Renewal failed: ${reasonOf(error)}` }] },
    );
    return at(Math.min(now + RENEWAL_RETRY_MS, current.notAfter.getTime()));
  }
}
