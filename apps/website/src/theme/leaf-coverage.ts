import { ORDER_TYPES, type TAdvancedPath } from '@oc/domain/themes/theme-tree';

// Which Advanced leaves of the website modes have no effect on the server-rendered pages, and why
// (docs/product/website.md#what-each-advanced-setting-does). Every other leaf of the ordering and
// franchise modes changes some page; render.coverage.test.tsx walks them all.

/** Leaves about a page or an element this website does not have, with the reason. */
export const NO_PAGE_LEAVES: Record<string, string> = {
  'business_view.components.information.components.videos.hidden':
    'Businesses have no videos: the project stores none.',
  ...Object.fromEntries(
    (['distance', 'reviews', 'offer', 'featured_badge'] as const).map((part) => [
      `business_listing_view.components.business.components.${part}.hidden`,
      'A business stores no location to measure from, reviews, offers or featured mark.',
    ]),
  ),
  'business_listing_view.components.business.components.offer.position':
    'Businesses have no offers to place.',
  'business_listing_view.components.highest_rated_business_block.hidden':
    'Businesses have no ratings.',
  'business_listing_view.components.cities.hidden':
    'A business stores its address as written, not its city.',
  'business_view.components.header.components.reviews.hidden': 'Businesses have no ratings.',
  'orders.components.review_order_button.hidden':
    'Customers cannot review a business yet, so My orders offers no Review button.',
  'business_view.components.products_ordered.hidden':
    'What is ordered often is not worked out from the orders yet; the page claims nothing.',
  ...Object.fromEntries(
    [
      '',
      ...['customer_comments', 'search', 'review_date', 'ranking'].map((p) => `.components.${p}`),
    ].map((part) => [
      `business_view.components.reviews${part}.hidden`,
      'Businesses have no reviews: the page shows none rather than made-up ones.',
    ]),
  ),
} satisfies Partial<Record<TAdvancedPath, string>>;

/**
 * Leaves only the islands read (the cart, the checkout's business card, the order types popup, the
 * address popup): they reach the island's props, and the page script draws them once it has read
 * the cart or the customer opens the cart or the checkout's popups; the server render shows the
 * closed state. The titles of delivery and pickup
 * are not here: the confirmation and My orders pages name the order type with them.
 */
export const ISLAND_LEAVES: readonly string[] = [
  'header.components.cart.components.business.components.logo.hidden',
  'header.components.cart.components.products.components.image.hidden',
  'header.components.cart.components.discount_coupon.hidden',
  'header.components.cart.components.comments.hidden',
  'checkout.components.business.components.address.hidden',
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
