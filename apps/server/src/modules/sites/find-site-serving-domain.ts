import type { TDb } from '../../db/client';
import { findSiteServing } from './site-domains.repository';

/** The id, project and kind of the site a served custom domain belongs to, or null. */
export function findSiteServingDomain(
  db: TDb,
  domain: string,
): Promise<{ id: number; projectId: number; kind: 'ordering' | 'franchise' | 'dashboard' } | null> {
  return findSiteServing(db, domain);
}
