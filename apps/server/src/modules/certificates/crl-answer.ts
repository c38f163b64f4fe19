import { type X509Certificate, type X509Crl, X509CrlReason } from '@peculiar/x509';
import type { TRevocation } from './certificates.types';

// What one certificate revocation list (RFC 5280 §5) says about one of our certificates, once it
// is known to be the issuer's own.

/** deltaCRLIndicator (RFC 5280 §5.2.4): such a list holds only changes, never a whole answer. */
const DELTA_CRL_INDICATOR = '2.5.29.27';

const REASON_WORDS: Partial<Record<X509CrlReason, string>> = {
  [X509CrlReason.keyCompromise]: 'key compromise',
  [X509CrlReason.cACompromise]: 'compromise of the certificate authority',
  [X509CrlReason.affiliationChanged]: 'affiliation changed',
  [X509CrlReason.superseded]: 'superseded',
  [X509CrlReason.cessationOfOperation]: 'cessation of operation',
  [X509CrlReason.certificateHold]: 'on hold',
  [X509CrlReason.privilegeWithdrawn]: 'privilege withdrawn',
  [X509CrlReason.aACompromise]: 'compromise of the attribute authority',
};

/** An answer that tells nothing: the certificate is still served, and asked about again. */
export const unknownRevocation = (reason: string): TRevocation => ({ status: 'unknown', reason });

/** What one list says about the leaf; unknown when the list is not the issuer's own. */
export async function crlAnswerOf(
  crl: X509Crl,
  leaf: X509Certificate,
  issuer: X509Certificate,
  url: string,
): Promise<TRevocation> {
  if (crl.issuer !== issuer.subject)
    return unknownRevocation(
      `the revocation list at ${url} is issued by ${crl.issuer}, not ${issuer.subject}`,
    );
  // The issuer's key, not its certificate: given a certificate, the library imports the key for
  // the hash of that certificate's own signature, and an RSA key then verifies with that hash
  // only, which need not be the list's.
  const signed = await crl.verify({ publicKey: issuer.publicKey }).catch(() => false);
  if (!signed)
    return unknownRevocation(`the revocation list at ${url} is not signed by ${issuer.subject}`);
  if (crl.getExtension(DELTA_CRL_INDICATOR))
    return unknownRevocation(`the revocation list at ${url} is a delta list`);
  const entry = crl.findRevoked(leaf);
  // removeFromCRL appears only in delta lists (RFC 5280 §5.3.1), which are not used above.
  if (entry && entry.reason !== X509CrlReason.removeFromCRL) {
    const words = entry.reason === undefined ? undefined : REASON_WORDS[entry.reason];
    return {
      status: 'revoked',
      revokedAt: entry.revocationDate,
      ...(words ? { reason: words } : {}),
    };
  }
  // An out-of-date list still proves a revocation, but not that there was none since.
  if (crl.nextUpdate && crl.nextUpdate.getTime() < Date.now())
    return unknownRevocation(
      `the revocation list at ${url} is out of date since ${crl.nextUpdate.toISOString()}`,
    );
  return { status: 'good' };
}
