import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where a webhook may go (docs/product/webhooks.md#where-webhooks-may-go): an owner types any
// address, and the server must not become their way into its own network (SSRF). The host is
// resolved here, every address it has must be public, and the connection is made to the address
// checked (post-webhook.ts pins it), so a DNS answer that changes in between (rebinding) cannot
// swap in a private one.

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

/**
 * The IPv4 address an IPv6 one carries (IPv4-mapped ::ffff:a.b.c.d, the old IPv4-compatible
 * ::a.b.c.d, NAT64 64:ff9b::a.b.c.d), judged by the IPv4 rules: ::ffff:127.0.0.1 is loopback.
 */
function embeddedIpv4(address: string): string | null {
  // The URL parser writes an IPv6 address in its one canonical form, the last 32 bits in hex.
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const match = /^(?:::ffff:|::|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return null;
  const high = Number.parseInt(match[1] ?? '0', 16);
  const low = Number.parseInt(match[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether the address (IPv4 or IPv6, as DNS answers it) is one a webhook may be sent to. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !PRIVATE.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return !PRIVATE.check(v4, 'ipv4');
  return !PRIVATE.check(address, 'ipv6');
}

export type TResolvedAddress = { address: string; family: number };
export type TResolveHost = (host: string) => Promise<TResolvedAddress[]>;

const resolveWithDns: TResolveHost = (host) => lookup(host, { all: true, verbatim: true });

/** The address to connect to, checked; or why the URL may not be used. */
export type TTargetCheck =
  | { ok: true; url: URL; address: string; family: 4 | 6 }
  | { ok: false; refusal: 'format' | 'not-https' | 'private' | 'unresolved' };

/**
 * Checks a webhook URL: https (http only with the development allowance), and every address its
 * host resolves to public (any address with the allowance). Answers the first address, to connect
 * to and nothing else.
 */
export async function checkTarget(
  url: string,
  options: { allowPrivate: boolean; resolve?: TResolveHost },
): Promise<TTargetCheck> {
  if (!URL.canParse(url)) return { ok: false, refusal: 'format' };
  const parsed = new URL(url);
  const isHttps = parsed.protocol === 'https:';
  if (!isHttps && !(options.allowPrivate && parsed.protocol === 'http:'))
    return { ok: false, refusal: 'not-https' };
  // A literal IPv6 host keeps its brackets in the URL.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: TResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (options.resolve ?? resolveWithDns)(host);
    } catch {
      return { ok: false, refusal: 'unresolved' };
    }
  }
  const [first] = addresses;
  if (!first) return { ok: false, refusal: 'unresolved' };
  // Every address, not only the first: a host may answer several and a client may use any.
  if (!options.allowPrivate && !addresses.every((a) => isPublicAddress(a.address)))
    return { ok: false, refusal: 'private' };
  return { ok: true, url: parsed, address: first.address, family: first.family === 6 ? 6 : 4 };
}
