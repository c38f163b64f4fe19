import type { TDb } from '../../db/client';
import { findSiteServingDomain } from '../sites/find-site-serving-domain';
import { siteContextOf } from './site-context';
import type { TSiteContext } from './website.types';

/**
 * The site a custom domain names (docs/product/custom-domain.md): only once its certificate is
 * issued and the process has ended; from then on it is served exactly as its default host is,
 * within its own project. Null when none (a pending, cancelled or unknown domain, a dashboard).
 */
export async function findSiteByDomain(db: TDb, domain: string): Promise<TSiteContext | null> {
  const found = await findSiteServingDomain(db, domain);
  if (!found || found.kind === 'dashboard') return null;
  return siteContextOf({ db, projectId: found.projectId }, found.kind, found.id);
}
