import { z } from 'zod';

// Product codes (docs/product/overview.md#products) and the console route slug of each product.
export const WEB_CODES = ['web_ordering', 'web_franchise', 'web_dashboard'] as const;
export const APP_CODES = [
  'app_customer_x',
  'app_single_store_x',
  'app_driver_x',
  'app_business_x',
  'app_kiosk_x',
  'app_franchises_x',
] as const;
export const PRODUCT_CODES = [...WEB_CODES, ...APP_CODES] as const;
export type TProductCode = (typeof PRODUCT_CODES)[number];
export type TWebCode = (typeof WEB_CODES)[number];

export const PRODUCT_SLUGS = {
  web_ordering: 'ordering-website',
  web_franchise: 'franchise-website',
  web_dashboard: 'dashboard',
  app_customer_x: 'customer-app',
  app_single_store_x: 'single-store-app',
  app_driver_x: 'driver-app',
  app_business_x: 'store-app',
  app_kiosk_x: 'kiosk-app',
  app_franchises_x: 'franchises-app',
} as const satisfies Record<TProductCode, string>;
export type TProductSlug = (typeof PRODUCT_SLUGS)[TProductCode];

export function productCodeForSlug(slug: string): TProductCode | undefined {
  return PRODUCT_CODES.find((code) => PRODUCT_SLUGS[code] === slug);
}

/**
 * docs/product/overview.md#products: a base code containing 'web' gets the web view, 'app' the app
 * view.
 */
export function productViewFor(code: string): 'web' | 'app' | 'unknown' {
  if (code.includes('web')) return 'web';
  if (code.includes('app')) return 'app';
  return 'unknown';
}

/** docs/product/overview.md#products: only the kiosk and franchises apps get the Advanced tab. */
export function appHasAdvancedTab(code: string): boolean {
  return code === 'app_kiosk_x' || code === 'app_franchises_x';
}

export type TWebMode = 'website' | 'franchise' | 'dashboard';
export function webModeFor(code: TWebCode): TWebMode {
  if (code === 'web_franchise') return 'franchise';
  if (code === 'web_dashboard') return 'dashboard';
  return 'website';
}

/**
 * docs/product/screens.md#help-tooltip: the page-header help tooltip shows only on these two
 * routes.
 */
export const HELP_TOOLTIP_SLUGS: readonly TProductSlug[] = ['ordering-website', 'customer-app'];

export const ZProductListItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  code: z.enum(PRODUCT_CODES),
  site_id: z.number().nullable(),
  /**
   * The product info card's calls to action (docs/product/entities.md#product-info-card): where
   * an app's 'Purchase Now' and 'Book a demo' lead; null when none is configured (and for the
   * websites), and then the button is not shown.
   */
  purchase_link: z.string().nullable(),
  demo_link: z.string().nullable(),
});
export type TProductListItem = z.infer<typeof ZProductListItem>;

/** The product page's loading skeleton: sections and blocks per section. */
export const SKELETON_SECTIONS = 2;
export const SKELETON_BLOCKS = 4;
