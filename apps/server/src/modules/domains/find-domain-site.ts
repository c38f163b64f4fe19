import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { findSiteDomain } from '../sites/find-site-domain';
import type { TSiteDomainRow } from '../sites/site-domains.types';

/** The caller's site with its domain (404 for another project's or an unknown id). */
export async function findDomainSite(scope: TScope, siteId: number): Promise<TSiteDomainRow> {
  const site = await findSiteDomain(scope, siteId);
  if (!site) throw notFound();
  return site;
}
