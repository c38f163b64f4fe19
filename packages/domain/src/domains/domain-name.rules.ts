/**
 * docs/product/validation.md#custom-domain: dot-separated alphanumeric labels (hyphens inside a
 * label, not at its ends) ending in a top-level domain of 2 or more letters; no protocol, slash or
 * trailing dot. Labels are at most 63 characters and the whole name at most 253 (RFC 1035).
 */
const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const isValidDomain = (domain: string) => DOMAIN_PATTERN.test(domain);

/**
 * A domain as owners often paste it, from the browser's address bar: `https://Order.Example.com/menu`
 * becomes `order.example.com`. Spaces around it, a scheme, a path, query or fragment, and upper
 * case go; what is left is checked as it is (a port, a space inside or a trailing dot is still
 * refused). The console cleans the field when the owner leaves it, the server before its check.
 */
export function cleanDomain(input: string): string {
  return input
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/s, '')
    .toLowerCase();
}
