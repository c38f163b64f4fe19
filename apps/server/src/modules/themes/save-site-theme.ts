import type { TSaveThemeRequest, TTheme } from '@oc/domain/themes/theme.schema';
import type { TScope } from '../../lib/scope';
import type { TAuditActor } from '../audit/record-audit';
import { findSite } from '../sites/find-site';
import { saveTheme } from './save-theme';
import { siteThemeOwner } from './theme-owners';

/** PATCH /api/sites/:id/theme (docs/product/theme-values.md#saving,
 * docs/decisions/004-website-images-and-theme-saves.md). */
export async function saveSiteTheme(
  scope: TScope,
  siteId: number,
  body: TSaveThemeRequest,
  actor: TAuditActor,
): Promise<TTheme> {
  const site = await findSite(scope, siteId);
  return saveTheme(scope, siteThemeOwner(site), body, {
    actor,
    area: 'branding',
    target: site.name,
  });
}
