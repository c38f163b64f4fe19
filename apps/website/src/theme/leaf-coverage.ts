import { ORDER_TYPES, type TAdvancedPath } from '@oc/domain/themes/theme-tree';

// Which Advanced leaves of the website modes have no effect on the server-rendered pages, and why
// (docs/product/website.md#what-each-advanced-setting-does). Every other leaf of the ordering and
// franchise modes changes some page; render.coverage.test.tsx walks them all.

/** Leaves about a page or an element this website does not have, with the reason. */
export const NO_PAGE_LEAVES: Record<string, string> = {
  'business_view.components.information.components.videos.hidden':
    'Businesses have no videos: the project stores none and the demo facts invent none.',
} satisfies Partial<Record<TAdvancedPath, string>>;

/**
 * Leaves only the islands read (the cart, the order types popup, the address popup): they reach
 * the island's props, and the page script draws them once the customer opens the cart or the
 * checkout's popups; the server render shows the closed state. The titles of delivery and pickup
 * are not here: the confirmation and My orders pages name the order type with them.
 */
export const ISLAND_LEAVES: readonly string[] = [
  'header.components.cart.components.business.components.logo.hidden',
  'header.components.cart.components.products.components.image.hidden',
  'header.components.cart.components.discount_coupon.hidden',
  'header.components.cart.components.comments.hidden',
  'address.components.map.hidden',
  'address.components.internal_number.hidden',
  'address.components.address_notes.hidden',
  'address.components.icons.hidden',
  'order_types.components.title_menu',
  ...ORDER_TYPES.flatMap((type) =>
    (['title', 'description', 'call_to_action', 'image'] as const)
      .filter((leaf) => leaf !== 'title' || (type !== 'delivery' && type !== 'pickup'))
      .map((leaf) => `order_types.components.${type}.components.${leaf}` as const),
  ),
] satisfies TAdvancedPath[];
