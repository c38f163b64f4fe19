import type { TDb } from '../../db/client';
import { certificateHostName } from './certificate-host-name';
import { findServed } from './certificates.repository';
import type { TCertificateSummary } from './certificates.types';

/** The domain's certificate being served (newest 'issued'), or null. */
export async function currentCertificate(
  db: TDb,
  domain: string,
): Promise<TCertificateSummary | null> {
  return findServed(db, certificateHostName(domain));
}
