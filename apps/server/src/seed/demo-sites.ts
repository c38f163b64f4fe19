import { DEFAULT_COLOR, DEFAULT_PAGE_BACKGROUND } from '@oc/domain/themes/colour.rules';

// The demo project's three websites and what their themes start with.
export const SITES = [
  {
    kind: 'ordering',
    slug: 'ordering',
    name: 'Demo Eats',
    description: 'Order from the best restaurants in town.',
  },
  {
    kind: 'franchise',
    slug: 'franchise',
    name: 'Demo Eats Franchises',
    description: 'Our franchise brands in one place.',
  },
  {
    kind: 'dashboard',
    slug: 'dashboard',
    name: 'Demo Eats Dashboard',
    description: 'The console of Demo Eats.',
  },
] as const;

/** The basic part of a new site's theme values tree
 * (docs/product/theme-values.md#basic-settings-paths). */
export function defaultThemeValues(kind: 'ordering' | 'franchise' | 'dashboard') {
  return {
    my_products: {
      components: {
        website_theme: {
          components: {
            type: 'marketplace',
            business_slug: null,
            franchise_slug: kind === 'franchise' ? 'pizza-palace-group' : null,
          },
        },
        images: {
          components: {
            logo: { components: { image: null } },
            logo_mobile: { components: { image: null } },
            homepage_background: { components: { image: null } },
            homepage_mobile_background: { components: { image: null } },
            homepage_image_fullscreen: false,
          },
        },
        theme_settings: {
          components: {
            style: { background_page: DEFAULT_PAGE_BACKGROUND, primary_btn_color: DEFAULT_COLOR },
            values: {
              homepage_content:
                '<h2>Welcome to Demo Eats</h2><p>Order from the best restaurants in town.</p>',
              footer_content: '<p>© Demo Eats. All rights reserved.</p>',
            },
          },
        },
      },
    },
  };
}
