import type { TDomainStatus, TRequestDomainRequest } from '@oc/domain/domains/custom-domain.schema';
import { isValidDomain } from '@oc/domain/domains/domain-name.rules';
import { formatMessage } from '@oc/domain/messages/messages';
import type { TDb } from '../../db/client';
import { canServeCertificates, SITE_HOST_SUFFIXES, type TEnv } from '../../env';
import { AppError, notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { getConfigs, getConfigurations, setGoogleMapsApiKey } from '../catalogue/catalogue.service';
import { currentCertificate } from '../certificates/certificates.service';
import { enqueueJob, requestJobCancel, runQueuedJobNow } from '../jobs/jobs.service';
import { refreshCustomDomains } from '../website/website.service';
import { dnsView, isTargetSeen, lookUpDomain, type TDnsAnswer } from './domain-dns';
import * as repo from './domains.repository';

// A website's custom domain (docs/product/custom-domain.md, docs/product/api.md#custom-domain):
// the owner's request, the DNS check, the cancel, and the status the site page shows. The
// certificate itself is ordered by the 'certificate' job (domain-job.ts).

/** The job kind that obtains and renews a site's certificate; its ref is the site's id. */
export const CERTIFICATE_JOB_KIND = 'certificate';

/** Wakes this process's workers when there are any, so a queued job starts without a poll. */
export type TWakeWorkers = (() => void) | null;

type TSiteKind = repo.TSiteDomainRow['kind'];

/**
 * Where the domain's CNAME must point (docs/product/website.md#addresses): the ordering website's
 * platform host, or the franchise website's; null for the dashboard, which has no website.
 */
export async function cnameTarget(
  scope: TScope,
  env: TEnv,
  kind: TSiteKind,
): Promise<string | null> {
  if (kind === 'dashboard') return null;
  const { subdomain } = await getConfigurations(scope);
  const label = kind === 'franchise' ? `${subdomain}${SITE_HOST_SUFFIXES.franchise}` : subdomain;
  return `${label}.${env.PLATFORM_DOMAIN}`;
}

async function findSite(scope: TScope, siteId: number) {
  const site = await repo.findSiteDomain(scope, siteId);
  if (!site) throw notFound();
  return site;
}

/** The site's domain status; `unavailable` is a DNS check that just failed, said in its answer. */
async function statusOf(
  scope: TScope,
  env: TEnv,
  site: repo.TSiteDomainRow,
  unavailable?: string,
): Promise<TDomainStatus> {
  const target = site.domain ? await cnameTarget(scope, env, site.kind) : null;
  const [events, certificate] = await Promise.all([
    repo.listCurrentEvents(scope, site.id),
    site.domain ? currentCertificate(scope.db, site.domain) : null,
  ]);
  return {
    site_id: site.id,
    domain: site.domain,
    ssl_status: site.sslStatus,
    ssl_process_status: site.sslProcessStatus,
    dns:
      site.domain && target
        ? dnsView(
            site.domain,
            target,
            { seen: site.dnsSeen, checkedAt: site.dnsCheckedAt },
            unavailable,
          )
        : null,
    timeline: events.map((e) => ({
      kind: e.kind as TDomainStatus['timeline'][number]['kind'],
      at: e.at.toISOString(),
      detail: e.detail,
    })),
    certificate: certificate
      ? {
          issuer: certificate.issuer,
          not_before: certificate.notBefore.toISOString(),
          not_after: certificate.notAfter.toISOString(),
        }
      : null,
    certificates_available: canServeCertificates(env),
  };
}

/** GET /api/sites/{id}/domain. */
export async function getDomainStatus(
  scope: TScope,
  env: TEnv,
  siteId: number,
): Promise<TDomainStatus> {
  return statusOf(scope, env, await findSite(scope, siteId));
}

/** A domain that is the platform's own or one of its hosts (every project's default addresses). */
const isPlatformDomain = (domain: string, env: TEnv) => {
  const platform = env.PLATFORM_DOMAIN.toLowerCase();
  return domain === platform || domain.endsWith(`.${platform}`);
};

/**
 * A domain the console itself is reached at: the PUBLIC_URL's host, or the host this very request
 * came through (without PUBLIC_URL, the only name of the console the server knows). Given to a
 * website, it would take the console's own address away from every owner.
 */
const isConsoleDomain = (domain: string, env: TEnv, requestHost: string) =>
  domain === requestHost.toLowerCase().replace(/\.$/, '') ||
  (env.PUBLIC_URL !== undefined && domain === new URL(env.PUBLIC_URL).hostname.toLowerCase());

/**
 * The refusal for a domain another site has proven: one of the owner's own websites (which they
 * can free), or a website of another account (which they cannot see, so they are not told to free
 * it).
 */
const takenBy = (scope: TScope, holder: { projectId: number }, domain: string) =>
  holder.projectId === scope.projectId
    ? AppError.of(409, 'DOMAIN_TAKEN', { domain })
    : AppError.of(409, 'DOMAIN_TAKEN_ELSEWHERE', { domain });

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
): Promise<TDomainStatus> {
  const site = await findSite(scope, siteId);
  const domain = body.domain.trim().toLowerCase();
  const mapsKey = body.google_maps_api_key?.trim() ?? '';

  const problems: string[] = [];
  if (mapsKey === '' && !(await getConfigs(scope)).google_maps_api_key)
    problems.push(
      formatMessage('THE_ATTRIBUTE_FIELD_IS_REQUIRED', { attribute: 'Google Maps API key' }),
    );
  if (domain === '')
    problems.push(formatMessage('THE_ATTRIBUTE_FIELD_IS_REQUIRED', { attribute: 'domain' }));
  else if (!isValidDomain(domain)) problems.push(formatMessage('THE_DOMAIN_IS_NOT_VALID'));
  if (problems.length > 0) throw new AppError(400, problems);

  if (isPlatformDomain(domain, env)) throw AppError.of(400, 'DOMAIN_IS_THE_PLATFORMS', { domain });
  if (isConsoleDomain(domain, env, requestHost))
    throw AppError.of(400, 'DOMAIN_IS_THE_CONSOLES', { domain });
  // docs/product/website.md#addresses: the dashboard has no website to serve at a domain.
  if (site.kind === 'dashboard') throw AppError.of(400, 'DOMAIN_NOT_FOR_THIS_SITE');
  if (!canServeCertificates(env)) throw AppError.of(409, 'DOMAIN_CERTIFICATES_OFF');
  if (site.sslProcessStatus === 'pending') throw AppError.of(409, 'DOMAIN_REQUEST_PENDING');
  // Only a site that proved the domain keeps it; a request that proved nothing blocks nobody.
  const holder = await repo.findSiteClaiming(scope.db, domain);
  if (holder !== null && holder.id !== site.id) throw takenBy(scope, holder, domain);

  const outcome = await repo.startRequest(scope, site.id, domain, async (tx: TDb) => {
    const txScope = { db: tx, projectId: scope.projectId };
    if (mapsKey !== '') await setGoogleMapsApiKey(txScope, mapsKey);
    // The site's earlier job (an issued domain waiting for its renewal date) serves a domain the
    // site no longer has: ended here, so only the new request's job runs.
    await requestJobCancel(tx, scope.projectId, CERTIFICATE_JOB_KIND, site.id);
    await enqueueJob(tx, {
      projectId: scope.projectId,
      kind: CERTIFICATE_JOB_KIND,
      refId: site.id,
    });
  });
  if (outcome === 'pending') throw AppError.of(409, 'DOMAIN_REQUEST_PENDING');
  wake?.();
  // A domain the site had before is no longer served.
  await refreshCustomDomains();
  return getDomainStatus(scope, env, site.id);
}

/**
 * Asks DNS about the site's domain now and stores the answer (the job does the same on its own
 * schedule). Null target: a site that cannot have a domain.
 */
export async function checkSiteDns(
  scope: TScope,
  env: TEnv,
  site: { id: number; domain: string; kind: TSiteKind },
): Promise<{ answer: TDnsAnswer; matches: boolean }> {
  const target = await cnameTarget(scope, env, site.kind);
  const answer = await lookUpDomain(site.domain, env.DNS_RESOLVER);
  if ('unavailable' in answer) return { answer, matches: false };
  const matches = target !== null && isTargetSeen(answer.seen, target);
  await repo.recordDnsCheck(scope, site.id, site.domain, answer.seen, matches);
  return { answer, matches };
}

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
  const site = await findSite(scope, siteId);
  // No domain, nothing to ask DNS about: the status says so (dns null).
  if (!site.domain || site.kind === 'dashboard') return statusOf(scope, env, site);
  const { answer, matches } = await checkSiteDns(scope, env, { ...site, domain: site.domain });
  if (matches && site.sslProcessStatus === 'pending') {
    await runQueuedJobNow(scope.db, scope.projectId, CERTIFICATE_JOB_KIND, site.id);
    wake?.();
  }
  return statusOf(
    scope,
    env,
    await findSite(scope, siteId),
    'unavailable' in answer ? answer.unavailable : undefined,
  );
}

/**
 * POST /api/sites/{id}/domain/cancel: only while the request is in progress. The site is ended
 * first, then the job told to stop: a job that reads the site after this finds nothing to do, and
 * one that is running writes nothing over the cancel (its writes expect the process pending).
 */
/**
 * Moves a site's domain from one state to another (domains.repository changeDomainState), then has
 * this process's websites route by the new state at once instead of at their next refresh.
 */
export async function changeDomainState(
  ...args: Parameters<typeof repo.changeDomainState>
): Promise<boolean> {
  const changed = await repo.changeDomainState(...args);
  if (changed) await refreshCustomDomains();
  return changed;
}

export async function cancelDomainRequest(
  scope: TScope,
  env: TEnv,
  siteId: number,
): Promise<TDomainStatus> {
  const site = await findSite(scope, siteId);
  const cancelled =
    site.domain !== null &&
    site.sslProcessStatus === 'pending' &&
    (await changeDomainState(
      scope,
      site.id,
      site.domain,
      { sslProcessStatus: 'pending' },
      { sslStatus: 'cancelled', sslProcessStatus: 'ended', events: [{ kind: 'cancelled' }] },
    ));
  if (!cancelled) throw AppError.of(409, 'DOMAIN_NOTHING_TO_CANCEL');
  await requestJobCancel(scope.db, scope.projectId, CERTIFICATE_JOB_KIND, site.id);
  return getDomainStatus(scope, env, site.id);
}
