import type { TEnv } from '../../env';
import type { TScope } from '../../lib/scope';
import { recordSiteDns } from '../sites/record-site-dns';
import type { TSiteDomainRow } from '../sites/site-domains.types';
import { cnameTarget } from './cname-target';
import { isTargetSeen, lookUpDomain, type TDnsAnswer } from './dns-lookup';
import { insertDnsSeenOnce } from './domains.repository';

/**
 * Asks DNS about the site's domain now and stores the answer (the job does the same on its own
 * schedule). Null target: a site that cannot have a domain.
 */
export async function checkSiteDns(
  scope: TScope,
  env: TEnv,
  site: { id: number; domain: string; kind: TSiteDomainRow['kind'] },
): Promise<{ answer: TDnsAnswer; matches: boolean }> {
  const target = await cnameTarget(scope, env, site.kind);
  const answer = await lookUpDomain(site.domain, env.DNS_RESOLVER);
  if ('unavailable' in answer) return { answer, matches: false };
  const matches = target !== null && isTargetSeen(answer.seen, target);
  // The answer is stored while the site still has this domain, and the first time the current
  // request's record matches, a 'dns_seen' event: the site row's lock orders racing checks, so
  // the event is added once.
  await scope.db.transaction(async (tx) => {
    const txScope = { db: tx, projectId: scope.projectId };
    const stillHers = await recordSiteDns(txScope, site.id, site.domain, answer.seen);
    if (stillHers && matches) await insertDnsSeenOnce(txScope, site.id, site.domain);
  });
  return { answer, matches };
}
