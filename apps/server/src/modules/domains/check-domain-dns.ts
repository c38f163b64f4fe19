import type { TDomainStatus } from '@oc/domain/domains/custom-domain.schema';
import type { TEnv } from '../../env';
import type { TScope } from '../../lib/scope';
import { runQueuedJobNow } from '../jobs/run-queued-job-now';
import { CERTIFICATE_JOB_KIND } from './certificate-job-kind';
import { checkSiteDns } from './check-site-dns';
import { domainStatusOf } from './domain-status';
import type { TWakeWorkers } from './domains.types';
import { findDomainSite } from './find-domain-site';

/**
 * POST /api/sites/{id}/domain/check: the DNS check now. When it matches while the request waits,
 * the certificate job is made due and the workers woken, so the order starts at once.
 */
export async function checkDomainDns(
  scope: TScope,
  env: TEnv,
  wake: TWakeWorkers,
  siteId: number,
): Promise<TDomainStatus> {
  const site = await findDomainSite(scope, siteId);
  // No domain, nothing to ask DNS about: the status says so (dns null).
  if (!site.domain || site.kind === 'dashboard') return domainStatusOf(scope, env, site);
  const { answer, matches } = await checkSiteDns(scope, env, { ...site, domain: site.domain });
  if (matches && site.sslProcessStatus === 'pending') {
    await runQueuedJobNow(scope.db, scope.projectId, CERTIFICATE_JOB_KIND, site.id);
    wake?.();
  }
  return domainStatusOf(
    scope,
    env,
    await findDomainSite(scope, siteId),
    'unavailable' in answer ? answer.unavailable : undefined,
  );
}
