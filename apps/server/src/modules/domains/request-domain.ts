import type { TDomainStatus, TRequestDomainRequest } from '@oc/domain/domains/custom-domain.schema';
import type { TEnv } from '../../env';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { setGoogleMapsApiKey } from '../catalogue/set-google-maps-api-key';
import { enqueueJob } from '../jobs/enqueue-job';
import { requestJobCancel } from '../jobs/request-job-cancel';
import { findSiteClaimingDomain } from '../sites/find-site-claiming-domain';
import { requestSiteDomain } from '../sites/request-site-domain';
import { refreshCustomDomains } from '../website/custom-domains';
import { CERTIFICATE_JOB_KIND } from './certificate-job-kind';
import { requestFieldProblems, requestRefusal, takenBy } from './domain-request-checks';
import { insertDomainEvents } from './domains.repository';
import type { TWakeWorkers } from './domains.types';
import { findDomainSite } from './find-domain-site';
import { getDomainStatus } from './get-domain-status';

/**
 * POST /api/sites/{id}/domain (docs/product/validation.md#custom-domain): every field problem at
 * once in the spec's words, then the refusals one by one; on success the request, its event, the
 * maps key and the certificate job in one transaction.
 */
export async function requestDomain(
  scope: TScope,
  env: TEnv,
  wake: TWakeWorkers,
  siteId: number,
  body: TRequestDomainRequest,
  requestHost: string,
  actor: TAuditActor,
): Promise<TDomainStatus> {
  const site = await findDomainSite(scope, siteId);
  const domain = body.domain.trim().toLowerCase();
  const mapsKey = body.google_maps_api_key?.trim() ?? '';

  const problems = await requestFieldProblems(scope, domain, mapsKey);
  if (problems.length > 0) throw new AppError(400, problems);
  const refusal = requestRefusal(env, site, domain, requestHost);
  if (refusal) throw refusal;
  // Only a site that proved the domain keeps it; a request that proved nothing blocks nobody.
  const holder = await findSiteClaimingDomain(scope.db, domain);
  if (holder !== null && holder.id !== site.id) throw takenBy(scope, holder, domain);

  const started = await scope.db.transaction(async (tx) => {
    const txScope = { db: tx, projectId: scope.projectId };
    if (!(await requestSiteDomain(txScope, site.id, domain))) return false;
    await insertDomainEvents(txScope, site.id, domain, [{ kind: 'requested' }]);
    if (mapsKey !== '') await setGoogleMapsApiKey(txScope, mapsKey);
    // The maps key is named, never written down.
    await recordAudit(txScope, actor, {
      area: 'domains',
      action: 'domain.requested',
      target: domain,
      changes: {
        domain: { before: site.domain ?? null, after: domain },
        ...(mapsKey !== '' ? { google_maps_api_key: {} } : {}),
      },
    });
    // The site's earlier job (an issued domain waiting for its renewal date) serves a domain the
    // site no longer has: ended here, so only the new request's job runs.
    await requestJobCancel(tx, scope.projectId, CERTIFICATE_JOB_KIND, site.id);
    await enqueueJob(tx, {
      projectId: scope.projectId,
      kind: CERTIFICATE_JOB_KIND,
      refId: site.id,
    });
    return true;
  });
  // The site has a request in progress: decided by its row, so two racing requests cannot both start.
  if (!started) throw AppError.of(409, 'DOMAIN_REQUEST_PENDING');
  wake?.();
  // A domain the site had before is no longer served.
  await refreshCustomDomains();
  return getDomainStatus(scope, env, site.id);
}
