import type { TDb } from '../../db/client';
import { certificateHostName } from './certificate-host-name';
import { endIssued } from './certificates.repository';
import { certificatesChanged } from './certificates-generation';

/** Marks the domain's issued certificates expired or revoked (the domains job decides when). */
export async function endCertificates(
  db: TDb,
  domain: string,
  status: 'expired' | 'revoked',
): Promise<void> {
  await endIssued(db, certificateHostName(domain), status);
  certificatesChanged();
}
