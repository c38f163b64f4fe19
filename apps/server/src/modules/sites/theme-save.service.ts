import type { TSaveThemeRequest, TTheme } from '@oc/domain/themes/theme.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { CANNOT_BE_CHANGED, saveTheme, type TThemeOwner } from '../themes/theme-save.service';
import * as repo from './sites.repository';

const WEBSITE_THEME = '.website_theme.';
const FRANCHISE_SLUG = 'my_products.components.website_theme.components.franchise_slug';

type TSiteRow = NonNullable<Awaited<ReturnType<typeof repo.findSite>>>;

/** A website's theme: its Basic fields plus the Advanced leaves of its mode (none for the dashboard). */
export function siteThemeOwner(site: Pick<TSiteRow, 'id' | 'kind'>): TThemeOwner {
  return {
    theme: { siteId: site.id },
    mode: site.kind,
    acceptsBasic: true,
    lockedReason:
      site.kind === 'dashboard' ? 'the dashboard has no advanced settings' : CANNOT_BE_CHANGED,
    refuse: (path) =>
      site.kind === 'franchise' && path.includes(WEBSITE_THEME) && path !== FRANCHISE_SLUG
        ? 'franchise websites have no website theme'
        : undefined,
  };
}

/** PATCH /api/sites/:id/theme (decisions.md 5, docs/decisions/004). */
export async function saveSiteTheme(
  scope: TScope,
  siteId: number,
  body: TSaveThemeRequest,
): Promise<TTheme> {
  const site = await repo.findSite(scope, siteId);
  if (!site) throw notFound();
  return saveTheme(scope, siteThemeOwner(site), body);
}
