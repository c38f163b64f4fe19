import type { TDb } from '../../db/client';
import { certificateHostName } from './certificate-host-name';
import { findServedChain } from './certificates.repository';
import type { TRevocation } from './certificates.types';
import { checkRevocation } from './revocation';

/**
 * Whether the certificate authority has revoked the domain's served certificate, from its
 * revocation list (revocation.ts); unknown, with the reason, when that cannot be told. `signal`
 * stops the list's download.
 */
export async function checkCurrentRevocation(
  db: TDb,
  domain: string,
  signal?: AbortSignal,
): Promise<TRevocation> {
  const served = await findServedChain(db, certificateHostName(domain));
  if (!served) return { status: 'unknown', reason: 'no certificate is served' };
  return checkRevocation(served.certificatePem, { signal });
}
