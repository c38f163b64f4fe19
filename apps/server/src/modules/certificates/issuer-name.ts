import type { X509Certificate } from 'node:crypto';

/** Issuer as an owner reads it: "Let's Encrypt (R11)", or the common name alone. */
export function issuerName(certificate: X509Certificate): string {
  const fields = new Map(
    certificate.issuer.split('\n').map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)] as const;
    }),
  );
  const organisation = fields.get('O');
  const common = fields.get('CN');
  if (organisation && common) return `${organisation} (${common})`;
  return organisation ?? common ?? certificate.issuer.replace(/\n/g, ', ');
}
