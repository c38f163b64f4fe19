import { CertificateFailure } from '../certificates/certificate-failure';
import type { TCertificateSummary, TRevocation } from '../certificates/certificates.types';

// What the certificate job writes in the domain's timeline, in the owner's words.

export const describeCertificate = (c: TCertificateSummary) =>
  `${c.issuer}, valid until ${c.notAfter.toISOString().slice(0, 10)}`;

export const describeRevocation = (r: TRevocation & { status: 'revoked' }) =>
  [
    'The certificate authority revoked the certificate',
    r.revokedAt ? ` on ${r.revokedAt.toISOString().slice(0, 10)}` : '',
    r.reason ? ` (${r.reason})` : '',
    '.',
  ].join('');

/** Why a request fails when another website proved the same domain first. */
export const CLAIMED_ELSEWHERE =
  'Another website proved this domain first, so it stays connected there. Choose another domain, or remove it from that website first.';

export const reasonOf = (error: unknown) =>
  error instanceof CertificateFailure ? error.reason : 'The certificate could not be obtained.';
