import type { TDb } from '../../db/client';
import { listProvenDomainRows } from './site-domains.repository';

/**
 * Every custom domain some site has proven (its challenge passed or its certificate issued), and
 * whether it is served (issued, process ended:
 * docs/product/custom-domain.md#where-the-domain-is-used). A request that proved nothing is not
 * listed: it routes nothing. One row per domain (schema.ts's partial unique index).
 */
export function listProvenDomains(db: TDb): Promise<{ domain: string; served: boolean }[]> {
  return listProvenDomainRows(db);
}
