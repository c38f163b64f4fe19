import { X509Certificate } from 'node:crypto';
import type { TDb } from '../../db/client';
import type { TEnv } from '../../env';
import type { TSecretBox } from '../../lib/secrets';
import { acmeFailureOf } from './acme-failure';
import { withAcmeTransport } from './acme-transport';
import { certificateHostName } from './certificate-host-name';
import { storeIssued } from './certificates.repository';
import type { TCertificateSummary } from './certificates.types';
import { certificatesChanged } from './certificates-generation';
import { issuerName } from './issuer-name';
import { placeAcmeOrder } from './place-acme-order';
import { untilAborted } from './until-aborted';

/**
 * Orders a certificate for `domain` from env.ACME_DIRECTORY_URL with an HTTP-01 challenge answered
 * by our own server, and stores it as the domain's issued certificate (earlier ones 'replaced').
 * Both private keys are stored only sealed. Throws CertificateFailure with words for the owner, or
 * the signal's reason once it aborts.
 */
export async function obtainCertificate(
  deps: { db: TDb; env: TEnv; secrets: TSecretBox },
  input: { projectId: number; siteId: number; domain: string },
  ctx: { signal: AbortSignal; log: (line: string) => void },
): Promise<TCertificateSummary> {
  const { db, env, secrets } = deps;
  const { signal, log } = ctx;
  const domain = certificateHostName(input.domain);
  const directoryUrl = env.ACME_DIRECTORY_URL;
  signal.throwIfAborted();
  log('Asking the certificate authority for a certificate…');

  let obtained: { key: Buffer; chain: string };
  try {
    obtained = await untilAborted(
      signal,
      withAcmeTransport(directoryUrl, env.ACME_CA_FILE, signal, () =>
        placeAcmeOrder(deps, domain, ctx),
      ),
    );
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw acmeFailureOf(error, directoryUrl);
  }

  const certificate = new X509Certificate(obtained.chain);
  const stored = await storeIssued(db, {
    projectId: input.projectId,
    siteId: input.siteId,
    domain,
    certificatePem: obtained.chain,
    keySealed: secrets.encrypt(obtained.key),
    issuer: issuerName(certificate),
    notBefore: new Date(certificate.validFrom),
    notAfter: new Date(certificate.validTo),
  });
  certificatesChanged();
  log(
    `Certificate issued by ${stored.issuer}, valid until ${stored.notAfter.toISOString().slice(0, 10)}`,
  );
  return stored;
}
