// No schema library here: the console's first script (before its code has arrived) plans the
// page's first reads from these (apps/console/src/early/early-requests.ts), and must stay small.

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
