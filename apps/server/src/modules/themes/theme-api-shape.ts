import type { TTheme } from '@oc/domain/themes/theme.schema';
import type { TThemeRow } from './themes.repository';

/** The API shape of a theme row, a website's or an app's. */
export function themeOf(theme: TThemeRow): TTheme {
  return {
    id: theme.id,
    site_id: theme.siteId,
    app_id: theme.appId,
    theme_id: theme.themeId,
    structure: theme.structure,
    values: theme.values,
    version: theme.version,
    updated_at: theme.updatedAt.toISOString(),
  };
}
