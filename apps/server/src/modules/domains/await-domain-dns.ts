import { findSiteClaimingDomain } from '../sites/find-site-claiming-domain';
import type { TCertificateStep, TStepOutcome } from './certificate-job.types';
import { at } from './certificate-job-timing';
import { CLAIMED_ELSEWHERE } from './certificate-job-words';
import { changeDomainState } from './change-domain-state';
import { checkSiteDns } from './check-site-dns';
import { cnameTarget } from './cname-target';
import { dnsProblem } from './dns-view';
import { failDomainRequest } from './fail-domain-request';

/**
 * The pending request's wait for its CNAME: checked again every DOMAIN_RECHECK_SECONDS, failed
 * with what is wrong once `late`. When it matches (and no other website proved the domain
 * meanwhile), the site becomes 'pending_validation' and the answer is 'ready': the order starts.
 * Otherwise the answer is what the job answers the queue now.
 */
export async function awaitDomainDns(
  step: TCertificateStep,
  late: boolean,
): Promise<'ready' | TStepOutcome> {
  const { deps, scope, site } = step;
  const { answer, matches } = await checkSiteDns(scope, deps.env, site);
  if (!matches) {
    if (!late) return at(Date.now() + deps.env.DOMAIN_RECHECK_SECONDS * 1000);
    const target = (await cnameTarget(scope, deps.env, site.kind)) ?? '';
    const reason =
      'unavailable' in answer ? answer.unavailable : dnsProblem(site.domain, target, answer.seen);
    await failDomainRequest(scope, site, reason);
    return undefined;
  }
  // Another website proved this domain while this request waited: it keeps it.
  const holder = await findSiteClaimingDomain(deps.db, site.domain);
  if (holder !== null && holder.id !== site.id) {
    await failDomainRequest(scope, site, CLAIMED_ELSEWHERE);
    return undefined;
  }
  const started = await changeDomainState(
    scope,
    site.id,
    site.domain,
    { sslProcessStatus: 'pending' },
    { sslStatus: 'pending_validation' },
  );
  return started ? 'ready' : undefined;
}
