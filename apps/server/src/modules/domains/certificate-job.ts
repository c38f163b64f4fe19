import type { TJob, TJobHandler } from '../jobs/jobs.types';
import { findSiteDomain } from '../sites/find-site-domain';
import { certificateIssuedStep } from './certificate-issued-step';
import type { TCertificateJobDeps, TCertificateStep } from './certificate-job.types';
import { CERTIFICATE_JOB_KIND } from './certificate-job-kind';
import { at, RENEWAL_RETRY_MS } from './certificate-job-timing';
import { certificatePendingStep } from './certificate-pending-step';
import { failDomainRequest } from './fail-domain-request';

// The 'certificate' job of a site (docs/design.md#certificates, docs/product/custom-domain.md): it
// waits for the domain's CNAME, orders the certificate, then wakes daily to ask the CA's
// revocation list about it (ending the domain 'revoked' when listed), renews it at the renewal
// date, and ends the domain 'expired' if a renewal never succeeded. Every write expects the site
// as the job read it (its domain and status), so a cancel or a new request that came first always
// wins.

/** The job's site as it is now, with its domain; null when it has none (cancelled, or changed). */
async function stepOf(deps: TCertificateJobDeps, job: TJob): Promise<TCertificateStep | null> {
  const scope = { db: deps.db, projectId: job.projectId };
  const site = await findSiteDomain(scope, job.refId);
  if (!site?.domain) return null;
  return { deps, scope, site: { ...site, domain: site.domain } };
}

export function certificateJobHandler(deps: TCertificateJobDeps): TJobHandler {
  return {
    kind: CERTIFICATE_JOB_KIND,
    maxAttempts: 3,
    async run(job, { signal }) {
      const step = await stepOf(deps, job);
      // Cancelled, or the site's request changed (its job was ended then): nothing to do.
      if (!step || signal.aborted) return undefined;
      if (step.site.sslProcessStatus === 'pending') return certificatePendingStep(step, signal);
      if (step.site.sslStatus === 'issued') return certificateIssuedStep(step, signal);
      return undefined;
    },
    async giveUp(job) {
      const step = await stepOf(deps, job);
      if (!step) return undefined;
      if (step.site.sslProcessStatus === 'pending') {
        await failDomainRequest(
          step.scope,
          step.site,
          'The certificate order was interrupted too many times.',
        );
        return undefined;
      }
      // An issued domain keeps its renewal schedule: tried again from a fresh count tomorrow.
      if (step.site.sslStatus === 'issued') return at(Date.now() + RENEWAL_RETRY_MS);
      return undefined;
    },
  };
}
