import type { TDomainStatus } from '@oc/domain/domains/custom-domain.schema';
import type { TEnv } from '../../env';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { requestJobCancel } from '../jobs/request-job-cancel';
import { CERTIFICATE_JOB_KIND } from './certificate-job-kind';
import { changeDomainState } from './change-domain-state';
import { findDomainSite } from './find-domain-site';
import { getDomainStatus } from './get-domain-status';

/**
 * POST /api/sites/{id}/domain/cancel: only while the request is in progress. The site is ended
 * first, then the job told to stop: a job that reads the site after this finds nothing to do, and
 * one that is running writes nothing over the cancel (its writes expect the process pending).
 */
export async function cancelDomainRequest(
  scope: TScope,
  env: TEnv,
  siteId: number,
  actor: TAuditActor,
): Promise<TDomainStatus> {
  const site = await findDomainSite(scope, siteId);
  const cancelled =
    site.domain !== null &&
    site.sslProcessStatus === 'pending' &&
    (await changeDomainState(
      scope,
      site.id,
      site.domain,
      { sslProcessStatus: 'pending' },
      { sslStatus: 'cancelled', sslProcessStatus: 'ended', events: [{ kind: 'cancelled' }] },
      (tx) =>
        recordAudit(tx, actor, {
          area: 'domains',
          action: 'domain.request_cancelled',
          target: site.domain ?? '',
        }),
    ));
  if (!cancelled) throw AppError.of(409, 'DOMAIN_NOTHING_TO_CANCEL');
  await requestJobCancel(scope.db, scope.projectId, CERTIFICATE_JOB_KIND, site.id);
  return getDomainStatus(scope, env, site.id);
}
