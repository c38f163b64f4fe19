import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import * as repo from './sites.repository';

/** The caller's site (404 for another project's or an unknown id). */
export async function findSite(scope: TScope, siteId: number) {
  const site = await repo.findSite(scope, siteId);
  if (!site) throw notFound();
  return site;
}
