import { isIP } from 'node:net';
import type { TDomainDns } from '@oc/domain/domains/custom-domain.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import { isTargetSeen } from './dns-lookup';

// What the owner reads of the DNS check (docs/product/custom-domain.md#dns): the record to create,
// what the last check saw, and, in words, what is wrong until it matches.

/**
 * The DNS part of the domain's status: the record to create, what the last check saw and what is
 * wrong with it. `unavailable` is this check's failure, said instead of the last answer's problem.
 */
export function dnsView(
  domain: string,
  target: string,
  last: { seen: string[] | null; checkedAt: Date | null },
  unavailable?: string,
): TDomainDns {
  const seen = last.seen ?? [];
  const checked = last.checkedAt !== null;
  const matches = checked && isTargetSeen(seen, target);
  let problem: string | null = null;
  if (unavailable !== undefined)
    problem = formatMessage('DOMAIN_DNS_UNAVAILABLE', { reason: unavailable });
  else if (checked && !matches) problem = dnsProblem(domain, target, seen);
  return {
    type: 'CNAME',
    name: domain,
    value: target,
    seen,
    matches,
    problem,
    checked_at: last.checkedAt?.toISOString() ?? null,
  };
}

/** Why an answer that does not match is wrong: nothing there, addresses, or a CNAME elsewhere. */
export function dnsProblem(domain: string, target: string, seen: string[]): string {
  if (seen.length === 0) return formatMessage('DOMAIN_DNS_NOTHING', { domain });
  const params = { domain, target, seen: seen.join(', ') };
  return seen.every((value) => isIP(value) !== 0)
    ? formatMessage('DOMAIN_DNS_ADDRESS', params)
    : formatMessage('DOMAIN_DNS_ELSEWHERE', params);
}
