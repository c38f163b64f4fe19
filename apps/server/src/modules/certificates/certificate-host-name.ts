/**
 * A host name as certificates are stored and looked up: host names are case-insensitive and may be
 * written with the root's trailing dot; rows and lookups use one spelling.
 */
export const certificateHostName = (domain: string) =>
  domain.trim().toLowerCase().replace(/\.$/, '');
