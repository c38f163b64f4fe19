import type { TSite } from '@oc/domain/sites/site.schema';
import type { TTheme } from '@oc/domain/themes/theme.schema';
import { getPath } from '@oc/domain/themes/theme-path';

// Where each Basic-tab field is saved: the site record (spec 7 "Update site") or a theme path
// (theme-values.md). docs/decisions/004 explains the image mapping.
const P = 'my_products.components';
export const BASIC_FIELDS = {
  name: { site: 'name' },
  description: { site: 'description' },
  site_logo: { site: 'logo' },
  site_image: { site: 'image' },
  type: { theme: `${P}.website_theme.components.type` },
  business_slug: { theme: `${P}.website_theme.components.business_slug` },
  header_logo: { theme: `${P}.images.components.logo.components.image` },
  header_mobile_logo: { theme: `${P}.images.components.logo_mobile.components.image` },
  homepage_background: { theme: `${P}.images.components.homepage_background.components.image` },
  homepage_mobile_background: {
    theme: `${P}.images.components.homepage_mobile_background.components.image`,
  },
  homepage_image_fullscreen: { theme: `${P}.images.components.homepage_image_fullscreen` },
  background_page: { theme: `${P}.theme_settings.components.style.background_page` },
  primary_btn_color: { theme: `${P}.theme_settings.components.style.primary_btn_color` },
  homepage_content: { theme: `${P}.theme_settings.components.values.homepage_content` },
  footer_content: { theme: `${P}.theme_settings.components.values.footer_content` },
} as const;

export type TBasicField = keyof typeof BASIC_FIELDS;
export type TBasicForm = {
  name: string;
  description: string;
  site_logo: string | null;
  site_image: string | null;
  type: 'marketplace' | 'single_store';
  business_slug: string | null;
  header_logo: string | null;
  header_mobile_logo: string | null;
  homepage_background: string | null;
  homepage_mobile_background: string | null;
  homepage_image_fullscreen: boolean;
  background_page: string;
  primary_btn_color: string;
  homepage_content: string;
  footer_content: string;
};

const text = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const nullable = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export function basicFormValues(site: TSite, theme: TTheme): TBasicForm {
  const at = (field: TBasicField) => {
    const spec = BASIC_FIELDS[field];
    return 'site' in spec ? site[spec.site] : getPath(theme.values, spec.theme);
  };
  return {
    name: site.name,
    description: site.description,
    site_logo: site.logo,
    site_image: site.image,
    type: at('type') === 'single_store' ? 'single_store' : 'marketplace',
    business_slug: nullable(at('business_slug')),
    header_logo: nullable(at('header_logo')),
    header_mobile_logo: nullable(at('header_mobile_logo')),
    homepage_background: nullable(at('homepage_background')),
    homepage_mobile_background: nullable(at('homepage_mobile_background')),
    homepage_image_fullscreen: at('homepage_image_fullscreen') === true,
    background_page: text(at('background_page'), '#FFFFFF'),
    primary_btn_color: text(at('primary_btn_color'), '#2C7BE5'),
    homepage_content: text(at('homepage_content')),
    footer_content: text(at('footer_content')),
  };
}

/** Splits the changed fields into a site update and a list of theme path changes. */
export function changesOf(values: TBasicForm, changed: readonly TBasicField[]) {
  const site: Record<string, unknown> = {};
  const theme: { path: string; value: unknown }[] = [];
  for (const field of changed) {
    const spec = BASIC_FIELDS[field];
    if ('site' in spec) site[spec.site] = values[field];
    else theme.push({ path: spec.theme, value: values[field] });
  }
  return { site, theme };
}
