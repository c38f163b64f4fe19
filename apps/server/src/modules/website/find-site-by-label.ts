import type { TDb } from '../../db/client';
import { SITE_HOST_SUFFIXES } from '../../env';
import { findProjectIdBySubdomain } from '../catalogue/find-project-id-by-subdomain';
import { appPreviewContextOf } from './app-preview-context';
import { siteContextOf } from './site-context';
import type { TSiteContext } from './website.types';

/**
 * The site a host's first label names (docs/product/website.md#addresses): a project's subdomain
 * is its ordering website (an exact match wins), `{sub}-franchise` its franchise website,
 * `{sub}-kiosk-app` and `{sub}-franchises-app` its apps' themes. Null when none.
 */
export async function findSiteByLabel(db: TDb, label: string): Promise<TSiteContext | null> {
  const exact = await findProjectIdBySubdomain(db, label);
  if (exact !== null) return siteContextOf({ db, projectId: exact }, 'ordering');
  for (const [kind, suffix] of Object.entries(SITE_HOST_SUFFIXES)) {
    if (!label.endsWith(suffix) || label.length === suffix.length) continue;
    const projectId = await findProjectIdBySubdomain(db, label.slice(0, -suffix.length));
    if (projectId === null) continue;
    const scope = { db, projectId };
    return kind === 'franchise'
      ? siteContextOf(scope, 'franchise')
      : appPreviewContextOf(scope, kind as 'app_kiosk_x' | 'app_franchises_x');
  }
  return null;
}
