// Whether a certificate authority has revoked one of our certificates, from the CA's certificate
// revocation list (CRL, RFC 5280 §5) named in the certificate's CRL Distribution Points extension.
// Let's Encrypt ended OCSP in 2025 and publishes only CRLs (docs/decisions/017-certificates.md).
import {
  CRLDistributionPointsExtension,
  PemConverter,
  X509Certificate,
  type X509Crl,
} from '@peculiar/x509';
import type { TRevocation } from './certificates.types';
import { crlAnswerOf, unknownRevocation as unknown } from './crl-answer';
import { downloadCrl, parseCrl } from './crl-download';

/** A list not fetched within this time leaves the answer unknown. */
const FETCH_TIMEOUT_MS = 10_000;
/** Let's Encrypt's lists are sharded, each well under a megabyte; a larger answer is not read. */
const MAX_CRL_BYTES = 20 * 1024 * 1024;

const messageOf = (error: unknown) => {
  const code = (error as { cause?: { code?: unknown } })?.cause?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message || error.name : String(error);
};

/**
 * The certificate of `chain` (PEM, the leaf first, as the certificates module stores it) that
 * signed the leaf: its subject is the leaf's issuer and its key verifies the leaf's signature.
 */
async function issuerOf(leaf: X509Certificate, chain: X509Certificate[]) {
  for (const candidate of chain) {
    if (candidate.subject !== leaf.issuer) continue;
    const signed = await leaf
      .verify({ publicKey: candidate, signatureOnly: true })
      .catch(() => false);
    if (signed) return candidate;
  }
  return null;
}

/**
 * The leaf's list addresses over HTTP(S), the only schemes fetched. Points that name another
 * issuer of the list (cRLIssuer) or cover only some reasons are skipped: they never answer alone.
 */
function crlUrls(leaf: X509Certificate): string[] {
  const extension = leaf.getExtension(CRLDistributionPointsExtension);
  return (extension?.distributionPoints ?? [])
    .filter((point) => !point.cRLIssuer && !point.reasons)
    .flatMap((point) => point.distributionPoint?.fullName ?? [])
    .flatMap((name) => (name.uniformResourceIdentifier ? [name.uniformResourceIdentifier] : []))
    .filter((url) => {
      try {
        const { protocol } = new URL(url);
        return protocol === 'http:' || protocol === 'https:';
      } catch {
        return false;
      }
    });
}

/**
 * Whether the leaf of `chainPem` (PEM, leaf first, its issuer after it) is revoked, by the lists
 * of its CRL Distribution Points in turn until one answers. A list is used only when it comes
 * from the leaf's issuer (same name, signature verified by the issuer's key); otherwise, and when
 * no list can be fetched in time, the answer is unknown with the reason, never revoked. `signal`
 * stops the fetch (the answer is then unknown too).
 */
export async function checkRevocation(
  chainPem: string,
  options: { signal?: AbortSignal; timeoutMs?: number; maxBytes?: number } = {},
): Promise<TRevocation> {
  const { signal, timeoutMs = FETCH_TIMEOUT_MS, maxBytes = MAX_CRL_BYTES } = options;
  let chain: X509Certificate[];
  try {
    chain = PemConverter.decode(chainPem).map((der) => new X509Certificate(der));
  } catch (error) {
    return unknown(`the certificate could not be read: ${messageOf(error)}`);
  }
  const [leaf, ...rest] = chain;
  if (!leaf) return unknown('no certificate');
  const urls = crlUrls(leaf);
  if (urls.length === 0) return unknown('no revocation list');
  const issuer = await issuerOf(leaf, rest);
  if (!issuer) return unknown(`the issuer's certificate (${leaf.issuer}) is not stored with it`);

  const reasons: string[] = [];
  for (const url of urls) {
    const deadline = AbortSignal.timeout(timeoutMs);
    let bytes: Uint8Array;
    try {
      bytes = await downloadCrl(
        url,
        signal ? AbortSignal.any([signal, deadline]) : deadline,
        maxBytes,
      );
    } catch (error) {
      if (signal?.aborted) return unknown('the check was stopped');
      reasons.push(
        deadline.aborted
          ? `the revocation list at ${url} did not arrive within ${timeoutMs / 1000} s`
          : `the revocation list at ${url} could not be fetched: ${messageOf(error)}`,
      );
      continue;
    }
    let crl: X509Crl;
    try {
      crl = parseCrl(bytes);
    } catch {
      reasons.push(`the revocation list at ${url} could not be read`);
      continue;
    }
    const answer = await crlAnswerOf(crl, leaf, issuer, url);
    if (answer.status !== 'unknown') return answer;
    reasons.push(answer.reason);
  }
  return unknown(reasons.join('; '));
}
