import type { TScope } from '../../lib/scope';
import type { TDomainSite } from './certificate-job.types';
import { changeDomainState } from './change-domain-state';

/** The pending request fails: error, ended, and a 'failed' event with the reason. */
export function failDomainRequest(scope: TScope, site: TDomainSite, reason: string) {
  return changeDomainState(
    scope,
    site.id,
    site.domain,
    { sslProcessStatus: 'pending' },
    { sslStatus: 'error', sslProcessStatus: 'ended', events: [{ kind: 'failed', detail: reason }] },
  );
}
