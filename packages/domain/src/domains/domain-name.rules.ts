/**
 * docs/product/validation.md#custom-domain: dot-separated alphanumeric labels (hyphens inside a
 * label, not at its ends) ending in a top-level domain of 2 or more letters; no protocol, slash or
 * trailing dot. Labels are at most 63 characters and the whole name at most 253 (RFC 1035).
 */
const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const isValidDomain = (domain: string) => DOMAIN_PATTERN.test(domain);
