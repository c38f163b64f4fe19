import { z } from 'zod';

export {
  APP_CODES,
  PRODUCT_CODES,
  PRODUCT_SLUGS,
  productCodeForSlug,
  productViewFor,
  type TProductCode,
  type TProductSlug,
  type TWebCode,
} from './product-codes';

import { PRODUCT_CODES, type TProductSlug, type TWebCode } from './product-codes';

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
