import { isIP } from 'node:net';

/** The eight groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(ip: string): string[] | null {
  const [head = '', tail, extra] = ip.split('::');
  if (extra !== undefined) return null;
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

/**
 * Whom an order counts against: the client's address (Fastify's request.ip, which believes
 * X-Forwarded-For only from TRUST_PROXY). One IPv6 client usually holds a whole /64 network and
 * may pick any address in it, so an IPv6 address counts as its /64; an IPv4 address written as
 * IPv6 (`::ffff:192.0.2.1`) counts as itself.
 */
export function clientOf(ip: string): string {
  const address = ip.split('%')[0] ?? '';
  // Not an address (a proxy's odd header): kept short, as it is stored and indexed.
  if (isIP(address) === 0) return address.slice(0, 64);
  if (isIP(address) === 4) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  // Another IPv4 address written as IPv6 (in hex, or embedded): one client, not a network.
  if (/^::ffff:/i.test(address) || address.includes('.')) return address.toLowerCase();
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
