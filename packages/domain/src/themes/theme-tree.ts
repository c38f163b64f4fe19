import { z } from 'zod';
import { ZFileUrl } from '../uploads/file-url';
import { RECOMMENDED_IMAGE_SIZES, type TSize } from '../uploads/upload-limits';
import { ZHexColor } from './colour.schema';
import { FONT_WEIGHTS, FONTS } from './fonts';

// One declarative description of the Advanced settings tree
// (docs/product/theme-values.md#advanced-sections, options from
// docs/product/theme-values.md#select-options). The console renders from it, the server validates
// saves with it; nothing else repeats it.
export type TLeafKind =
  | 'hidden'
  | 'select'
  | 'color'
  | 'number'
  | 'image'
  | 'text'
  | 'boolean'
  | 'font'
  | 'weights'
  | 'code';
export type TModeFlags = { isApp: boolean; isKiosk: boolean; isFranchise: boolean };
type TRule = (flags: TModeFlags) => boolean;

/** A leaf of the tree; `P` is its path's literal type where the description spells it. */
export type TLeaf<P extends string = string> = {
  path: P;
  kind: TLeafKind;
  /** i18n key under settings.advanced.leaves */
  label: string;
  options?: readonly string[];
  size?: TSize;
  min?: number;
  max?: number;
  /** Shown but not editable in these modes (docs/product/theme-values.md#modes). */
  isDisabled?: TRule;
  /** Shown only in these modes. */
  isShown?: TRule;
};
export type TSection = { id: string; leaves: TLeaf[]; isShown?: TRule };

const isApp: TRule = (f) => f.isApp;
const isFranchise: TRule = (f) => f.isFranchise;
const isWebsite: TRule = (f) => !f.isApp && !f.isFranchise;
const isNotApp: TRule = (f) => !f.isApp;

// Each helper keeps its leaf's path as a literal type, so the paths of the tree are a type
// (TAdvancedPath, theme-paths.ts) and a path spelled elsewhere is checked against the tree.
type TExtra = Partial<Omit<TLeaf, 'path' | 'kind'>>;
const leaf = <const P extends string>(description: TLeaf<P>): TLeaf<P> => description;
const hidden = <const P extends string>(
  path: P,
  label: string,
  extra: TExtra = {},
): TLeaf<`${P}.hidden`> => ({ path: `${path}.hidden`, kind: 'hidden', label, ...extra });
const hiddenEach = <const B extends string, const N extends string>(
  base: B,
  names: readonly N[],
  extra: (n: N) => TExtra = () => ({}),
) => names.map((n) => hidden(`${base}.components.${n}` as `${B}.components.${N}`, n, extra(n)));
const image = <const P extends string>(path: P, label: string, size: TSize): TLeaf<P> => ({
  path,
  kind: 'image',
  label,
  size,
});
const select = <const P extends string>(
  path: P,
  label: string,
  options: readonly string[],
  extra: TExtra = {},
): TLeaf<P> => ({ path, kind: 'select', label, options, ...extra });
const color = <const P extends string>(path: P, label: string): TLeaf<P> => ({
  path,
  kind: 'color',
  label,
});
const text = <const P extends string>(path: P, label: string): TLeaf<P> => ({
  path,
  kind: 'text',
  label,
});

export const ORDER_TYPES = [
  'delivery',
  'pickup',
  'eat_in',
  'curbside',
  'drive_thru',
  'catering_delivery',
  'catering_pickup',
] as const;

const FRANCHISE_DISABLED_BLOCK = ['logo', 'header', 'reviews', 'offer'];
const APP_DISABLED_CART = ['discount_coupon', 'comments'] as const;

const SECTIONS = [
  {
    id: 'homepage_image',
    isShown: isApp,
    leaves: [
      image(
        'my_products.components.images.components.homepage_background.components.image',
        'homepage_image',
        RECOMMENDED_IMAGE_SIZES.advanced_homepage_image,
      ),
    ],
  },
  {
    id: 'buttons',
    leaves: [
      color('general.components.buttons.color', 'buttons_color'),
      leaf({
        path: 'general.components.buttons.borderRadius',
        kind: 'number',
        label: 'border_radius',
        min: 0,
        max: 99,
      }),
      color('general.components.buttons.buttonTextColor', 'buttons_text_color'),
    ],
  },
  {
    id: 'typography',
    leaves: [
      leaf({
        path: 'general.components.fonts.primary.name',
        kind: 'font',
        label: 'font',
        options: FONTS,
      }),
      leaf({
        path: 'general.components.fonts.primary.weights',
        kind: 'weights',
        label: 'font_weight',
        options: FONT_WEIGHTS.map(String),
      }),
    ],
  },
  {
    id: 'images',
    leaves: [
      image(
        'business_view.components.header.components.logo.dummy_image',
        'business_logo_dummy',
        RECOMMENDED_IMAGE_SIZES.business_logo_dummy,
      ),
      image(
        'business_view.components.header.components.dummy_image',
        'business_header_dummy',
        RECOMMENDED_IMAGE_SIZES.business_header_dummy,
      ),
      leaf({
        path: 'my_products.components.images.components.homepage_image_fullscreen',
        kind: 'boolean',
        label: 'homepage_image_fullscreen',
      }),
      image(
        'business_view.components.products.components.photo.components.dummy_image',
        'product_dummy',
        RECOMMENDED_IMAGE_SIZES.product_dummy,
      ),
      image(
        'general.components.favicon.components.image',
        'favicon',
        RECOMMENDED_IMAGE_SIZES.favicon,
      ),
    ],
  },
  {
    id: 'header',
    leaves: [
      color('header.components.style.backgroundColor', 'header_background'),
      select('header.components.logo.components.layout.position', 'logo_position', [
        'left',
        'center',
        'right',
      ]),
      hidden('header.components.language_selector', 'language_selector'),
    ],
  },
  {
    id: 'business_listing',
    leaves: [
      hidden('business_listing_view', 'business_listing'),
      image(
        'business_listing_view.components.business_hero.components.image',
        'business_hero',
        RECOMMENDED_IMAGE_SIZES.section_image,
      ),
      ...hiddenEach('business_listing_view', [
        'highest_rated_business_block',
        'categories',
        'cities',
      ]),
      select('business_listing_view.components.layout.rows', 'rows', ['2', '3', '4']),
    ],
  },
  {
    id: 'business_block',
    leaves: [
      ...hiddenEach(
        'business_listing_view.components.business',
        [
          'logo',
          'header',
          'fee',
          'time',
          'distance',
          'reviews',
          'favorite',
          'offer',
          'featured_badge',
        ],
        (n) => (FRANCHISE_DISABLED_BLOCK.includes(n) ? { isDisabled: isFranchise } : {}),
      ),
      select(
        'business_listing_view.components.business.components.offer.position',
        'offer_position',
        ['top_left', 'top_right', 'bottom_left', 'bottom_right'],
        { isDisabled: isFranchise },
      ),
    ],
  },
  {
    id: 'business_page',
    leaves: [
      color('business_view.components.style.backgroundColor', 'business_page_background'),
      ...hiddenEach('business_view', ['products_ordered', 'near_business', 'reviews', 'header']),
      ...hiddenEach('business_view.components.reviews', ['customer_comments', 'search']),
      ...hiddenEach(
        'business_view.components.header',
        ['logo', 'business_info', 'reviews'],
        // Labelled apart from the page's own reviews and the business block's logo.
        (n) => ({ label: `header_${n}`, isDisabled: isFranchise }),
      ),
      hidden('business_view.components.categories.components.show_first', 'show_first_categories', {
        isShown: isFranchise,
      }),
    ],
  },
  {
    id: 'business_information',
    leaves: hiddenEach(
      'business_view.components.information',
      ['description', 'videos', 'delivery_time', 'pickup_time', 'images', 'address'],
      (n) => (n === 'videos' || n === 'images' ? { isDisabled: isFranchise } : {}),
    ),
  },
  {
    id: 'products_block',
    leaves: [
      ...hiddenEach('business_view.components.products.components.product', [
        'dummy',
        'description',
        'image',
        'favorite',
      ]),
      select(
        'business_view.components.products.components.product.components.image.position',
        'product_image_position',
        ['left', 'right'],
      ),
      hidden(
        'business_view.components.products.components.add_to_cart_button',
        'add_to_cart_button',
      ),
    ],
  },
  {
    id: 'reviews_popups',
    leaves: hiddenEach('business_view.components.reviews', ['review_date', 'ranking']),
  },
  {
    id: 'cart_header',
    leaves: [
      hidden('header.components.cart.components.business.components.logo', 'cart_business_logo'),
      hidden('header.components.cart.components.products.components.image', 'cart_product_image'),
      ...hiddenEach('header.components.cart', APP_DISABLED_CART, () => ({ isDisabled: isApp })),
      select(
        'header.components.cart.components.open_strategy.type',
        'open_strategy_type',
        ['popover', 'slide'],
        { isDisabled: isApp },
      ),
      select(
        'header.components.cart.components.open_strategy.position',
        'open_strategy_position',
        ['left', 'right'],
        { isDisabled: isApp },
      ),
    ],
  },
  {
    id: 'checkout',
    leaves: [
      hidden('checkout.components.business.components.address', 'checkout_business_address'),
      hidden('checkout.components.map', 'checkout_map'),
    ],
  },
  { id: 'confirmation', leaves: hiddenEach('confirmation.components.order', ['date', 'progress']) },
  {
    id: 'address',
    leaves: hiddenEach('address', ['map', 'internal_number', 'address_notes', 'icons']),
  },
  {
    id: 'my_account',
    leaves: hiddenEach('profile', ['picture', 'birthday', 'languages', 'address_list'], (n) =>
      n === 'birthday' ? { isDisabled: isApp } : {},
    ),
  },
  {
    id: 'my_orders',
    leaves: hiddenEach('orders', [
      'business_logo',
      'business_name',
      'order_number',
      'date',
      'review_order_button',
      'reorder_button',
      'favorite',
      'order_status',
      'past_orders',
      'business_tab',
      'products_tab',
    ]),
  },
  {
    id: 'menu_options',
    isShown: isWebsite,
    leaves: hiddenEach('bar_menu', [
      'browse',
      'wallet',
      'promotions',
      'messages',
      'help',
      'sessions',
      'favorites',
    ]),
  },
  {
    id: 'order_types',
    leaves: [
      text('order_types.components.title_menu', 'order_types_title'),
      ...ORDER_TYPES.flatMap((type) => [
        text(`order_types.components.${type}.components.title`, `${type}.title`),
        text(`order_types.components.${type}.components.description`, `${type}.description`),
        text(`order_types.components.${type}.components.call_to_action`, `${type}.call_to_action`),
        image(
          `order_types.components.${type}.components.image`,
          `${type}.image`,
          RECOMMENDED_IMAGE_SIZES.order_type_image,
        ),
      ]),
    ],
  },
  {
    id: 'third_party_code',
    leaves: [
      leaf({ path: 'third_party_code.head', kind: 'code', label: 'code_head' }),
      leaf({ path: 'third_party_code.body', kind: 'code', label: 'code_body' }),
    ],
  },
  {
    id: 'navigation_bar',
    isShown: isApp,
    leaves: hiddenEach('bar_menu', ['browse', 'orders', 'my_carts', 'wallet', 'profile'], (n) =>
      n === 'browse' ? { isDisabled: isApp } : {},
    ),
  },
  {
    id: 'smart_banner',
    isShown: isNotApp,
    leaves: [
      text('smart_banner_settings.android_id', 'android_id'),
      text('smart_banner_settings.apple_id', 'apple_id'),
    ],
  },
] satisfies TSection[];

export const THEME_SECTIONS: TSection[] = SECTIONS;

/** Every path of the Advanced tree, as a type: a path spelled elsewhere is checked against it. */
export type TAdvancedPath = (typeof SECTIONS)[number]['leaves'][number]['path'];

/**
 * docs/product/theme-values.md#modes: which sections a mode shows; kiosk shows only the homepage
 * image.
 */
export function visibleSections(flags: TModeFlags): TSection[] {
  if (flags.isKiosk) return THEME_SECTIONS.filter((s) => s.id === 'homepage_image');
  return THEME_SECTIONS.filter((s) => s.isShown?.(flags) ?? true)
    .map((s) => ({ ...s, leaves: s.leaves.filter((l) => l.isShown?.(flags) ?? true) }))
    .filter((s) => s.leaves.length > 0);
}

export const isLeafDisabled = (leaf: TLeaf, flags: TModeFlags) => leaf.isDisabled?.(flags) ?? false;

export const CODE_MAX_LENGTH = 50_000;

/** The zod schema a leaf's value must satisfy. */
export function leafSchema(leaf: TLeaf): z.ZodType {
  switch (leaf.kind) {
    case 'hidden':
    case 'boolean':
      return z.boolean();
    case 'select':
    case 'font':
      return z.enum(leaf.options as [string, ...string[]]);
    case 'color':
      return ZHexColor;
    case 'number':
      return z
        .number()
        .int()
        .min(leaf.min ?? 0)
        .max(leaf.max ?? 999);
    case 'image':
      return ZFileUrl.nullable();
    case 'text':
      return z.string().max(255);
    case 'weights':
      return z
        .array(
          z.union(
            FONT_WEIGHTS.map((w) => z.literal(w)) as unknown as [
              z.ZodLiteral<number>,
              z.ZodLiteral<number>,
            ],
          ),
        )
        .length(1);
    case 'code':
      return z.string().max(CODE_MAX_LENGTH);
  }
}

/** Every leaf whose value is editable in the given mode, by path (what a save may change). */
export function editableLeaves(flags: TModeFlags): Map<string, TLeaf> {
  const leaves = new Map<string, TLeaf>();
  for (const section of visibleSections(flags)) {
    for (const leaf of section.leaves)
      if (!isLeafDisabled(leaf, flags)) leaves.set(leaf.path, leaf);
  }
  return leaves;
}
