import { Resolver } from 'node:dns/promises';

// The custom domain's DNS check (docs/product/custom-domain.md#dns): the owner points a CNAME at
// the project's platform host; we ask a resolver what the name has now.

/** What a DNS check found: the CNAME targets, else the addresses (empty: nothing), or no answer. */
export type TDnsAnswer = { seen: string[] } | { unavailable: string };

/** Answers that mean "no such record", as opposed to a resolver that could not answer. */
const NOTHING_THERE = new Set(['ENODATA', 'ENOTFOUND']);

/** A resolver's failure in the owner's words (DOMAIN_DNS_UNAVAILABLE's :reason). */
const UNAVAILABLE_WORDS: Record<string, string> = {
  ECONNREFUSED: 'the DNS server refused the connection',
  ETIMEOUT: 'the DNS server did not answer in time',
  ESERVFAIL: 'the DNS server failed to answer',
  EREFUSED: 'the DNS server refused the query',
  ECONNRESET: 'the connection to the DNS server broke',
};

const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? String(error.code) : 'unknown';

/** Host names compare without case or a trailing dot. */
const normalName = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

export const isTargetSeen = (seen: string[], target: string) =>
  seen.some((name) => normalName(name) === normalName(target));

class Unavailable extends Error {}

/**
 * Asks the resolver (`server`, host:port, or the system's) for the domain's CNAME, then, when it
 * has none, its addresses. Bounded: each query gives up after 2 s, twice.
 */
export async function lookUpDomain(domain: string, server?: string): Promise<TDnsAnswer> {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  if (server) resolver.setServers([server]);
  const ask = async (query: () => Promise<string[]>) => {
    try {
      return await query();
    } catch (error) {
      const code = codeOf(error);
      if (NOTHING_THERE.has(code)) return [];
      throw new Unavailable(UNAVAILABLE_WORDS[code] ?? `the DNS query failed (${code})`);
    }
  };
  try {
    const targets = await ask(() => resolver.resolveCname(domain));
    if (targets.length > 0) return { seen: targets.map(normalName) };
    const v4 = await ask(() => resolver.resolve4(domain));
    const v6 = await ask(() => resolver.resolve6(domain));
    return { seen: [...v4, ...v6] };
  } catch (error) {
    if (error instanceof Unavailable) return { unavailable: error.message };
    throw error;
  } finally {
    resolver.cancel();
  }
}
