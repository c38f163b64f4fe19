// Whether a certificate authority has revoked one of our certificates, from the CA's certificate
// revocation list (CRL, RFC 5280 §5) named in the certificate's CRL Distribution Points extension.
// Let's Encrypt ended OCSP in 2025 and publishes only CRLs (docs/decisions/017-certificates.md).
import {
  CRLDistributionPointsExtension,
  PemConverter,
  X509Certificate,
  X509Crl,
  X509CrlReason,
} from '@peculiar/x509';

export type TRevocation =
  | { status: 'good' }
  | { status: 'revoked'; revokedAt?: Date; reason?: string }
  | { status: 'unknown'; reason: string };

/** A list not fetched within this time leaves the answer unknown. */
const FETCH_TIMEOUT_MS = 10_000;
/** Let's Encrypt's lists are sharded, each well under a megabyte; a larger answer is not read. */
const MAX_CRL_BYTES = 20 * 1024 * 1024;
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

const unknown = (reason: string): TRevocation => ({ status: 'unknown', reason });

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

/** The list's bytes, read as a stream and stopped past `maxBytes`; throws with words. */
async function download(url: string, signal: AbortSignal, maxBytes: number): Promise<Uint8Array> {
  const res = await fetch(url, { signal, headers: { accept: 'application/pkix-crl, */*' } });
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    throw new Error(`it answered ${res.status}`);
  }
  const tooLarge = () => new Error(`it is larger than ${maxBytes} bytes`);
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
    await res.body.cancel();
    throw tooLarge();
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** A list in DER or PEM. */
function parseCrl(bytes: Uint8Array): X509Crl {
  const start = new TextDecoder('latin1').decode(bytes.subarray(0, 64)).trimStart();
  if (start.startsWith('-----BEGIN')) {
    const [der] = PemConverter.decode(new TextDecoder('latin1').decode(bytes));
    if (!der) throw new Error('no PEM block');
    return new X509Crl(der);
  }
  return new X509Crl(bytes);
}

/** What one list says about the leaf; unknown when the list is not the issuer's own. */
async function answerOf(
  crl: X509Crl,
  leaf: X509Certificate,
  issuer: X509Certificate,
  url: string,
): Promise<TRevocation> {
  if (crl.issuer !== issuer.subject)
    return unknown(
      `the revocation list at ${url} is issued by ${crl.issuer}, not ${issuer.subject}`,
    );
  // The issuer's key, not its certificate: given a certificate, the library imports the key for
  // the hash of that certificate's own signature, and an RSA key then verifies with that hash
  // only, which need not be the list's.
  const signed = await crl.verify({ publicKey: issuer.publicKey }).catch(() => false);
  if (!signed) return unknown(`the revocation list at ${url} is not signed by ${issuer.subject}`);
  if (crl.getExtension(DELTA_CRL_INDICATOR))
    return unknown(`the revocation list at ${url} is a delta list`);
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
    return unknown(
      `the revocation list at ${url} is out of date since ${crl.nextUpdate.toISOString()}`,
    );
  return { status: 'good' };
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
      bytes = await download(
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
    const answer = await answerOf(crl, leaf, issuer, url);
    if (answer.status !== 'unknown') return answer;
    reasons.push(answer.reason);
  }
  return unknown(reasons.join('; '));
}
