import { awaitDomainDns } from './await-domain-dns';
import type { TCertificateStep, TStepOutcome } from './certificate-job.types';
import { GIVE_UP_AFTER_MS } from './certificate-job-timing';
import { currentRequestAt } from './domains.repository';
import { failDomainRequest } from './fail-domain-request';
import { orderDomainCertificate } from './order-domain-certificate';

/**
 * A request in progress: it waits for the domain's CNAME, then orders the certificate. Either
 * part fails the request once it has taken longer than GIVE_UP_AFTER_MS since it was made.
 */
export async function certificatePendingStep(
  step: TCertificateStep,
  signal: AbortSignal,
): Promise<TStepOutcome> {
  const { scope, site } = step;
  const requestedAt = (await currentRequestAt(scope, site.id)) ?? new Date();
  const late = Date.now() - requestedAt.getTime() > GIVE_UP_AFTER_MS;
  if (site.sslStatus !== 'pending_validation') {
    const dns = await awaitDomainDns(step, late);
    if (dns !== 'ready') return dns;
  } else if (late) {
    await failDomainRequest(scope, site, 'The certificate order did not finish in time.');
    return undefined;
  }
  return orderDomainCertificate(step, signal);
}
