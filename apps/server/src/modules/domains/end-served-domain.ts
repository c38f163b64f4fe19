import { endCertificates } from '../certificates/end-certificates';
import type { TCertificateStep } from './certificate-job.types';
import { changeDomainState } from './change-domain-state';

/**
 * The served certificate has ended (run out, or revoked by the CA): it is no longer served, and
 * the domain ends with the same status and an event saying so.
 */
export async function endServedDomain(
  { deps, scope, site }: TCertificateStep,
  status: 'expired' | 'revoked',
  detail?: string,
): Promise<void> {
  await endCertificates(deps.db, site.domain, status);
  await changeDomainState(
    scope,
    site.id,
    site.domain,
    { sslStatus: 'issued' },
    {
      sslStatus: status,
      sslProcessStatus: 'ended',
      events: [detail === undefined ? { kind: status } : { kind: status, detail }],
    },
  );
}
