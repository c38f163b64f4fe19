import { describe, expect, it } from 'vitest';
import {
  editableLeaves,
  isLeafDisabled,
  leafSchema,
  ORDER_TYPES,
  THEME_SECTIONS,
  type TModeFlags,
  visibleSections,
} from './theme-tree';

/** 'a.{b,c}.d' → ['a.b.d', 'a.c.d'] (one brace group per segment is enough here). */
function expand(pattern: string): string[] {
  const match = /\{([^}]+)\}/.exec(pattern);
  if (!match) return [pattern];
  return (match[1] as string).split(',').flatMap((part) => expand(pattern.replace(match[0], part)));
}

// docs/product/theme-values.md#advanced-sections, transcribed line by line.
const SPEC_PATHS = [
  'my_products.components.images.components.homepage_background.components.image',
  'general.components.buttons.{color,buttonTextColor,borderRadius}',
  'general.components.fonts.primary.{name,weights}',
  'business_view.components.header.components.logo.dummy_image',
  'business_view.components.header.components.dummy_image',
  'my_products.components.images.components.homepage_image_fullscreen',
  'business_view.components.products.components.photo.components.dummy_image',
  'general.components.favicon.components.image',
  'header.components.style.backgroundColor',
  'header.components.logo.components.layout.position',
  'header.components.language_selector.hidden',
  'business_listing_view.hidden',
  'business_listing_view.components.business_hero.components.image',
  'business_listing_view.components.{highest_rated_business_block,categories,cities}.hidden',
  'business_listing_view.components.layout.rows',
  'business_listing_view.components.business.components.{logo,header,fee,time,distance,reviews,favorite,offer,featured_badge}.hidden',
  'business_listing_view.components.business.components.offer.position',
  'business_view.components.style.backgroundColor',
  'business_view.components.{products_ordered,near_business,reviews,header}.hidden',
  'business_view.components.reviews.components.{customer_comments,ranking,review_date,search}.hidden',
  'business_view.components.header.components.{logo,business_info,reviews}.hidden',
  'business_view.components.information.components.{description,videos,delivery_time,pickup_time,images,address}.hidden',
  'business_view.components.products.components.product.components.{dummy,description,image,favorite}.hidden',
  'business_view.components.products.components.product.components.image.position',
  'business_view.components.products.components.add_to_cart_button.hidden',
  'header.components.cart.components.business.components.logo.hidden',
  'header.components.cart.components.products.components.image.hidden',
  'header.components.cart.components.{discount_coupon,comments}.hidden',
  'header.components.cart.components.open_strategy.{type,position}',
  'checkout.components.business.components.address.hidden',
  'checkout.components.map.hidden',
  'confirmation.components.order.components.{date,progress}.hidden',
  'address.components.{map,internal_number,address_notes,icons}.hidden',
  'profile.components.{picture,birthday,languages,address_list}.hidden',
  'orders.components.{business_logo,business_name,order_number,date,review_order_button,reorder_button,favorite,order_status,past_orders,business_tab,products_tab}.hidden',
  'bar_menu.components.{browse,wallet,promotions,messages,help,sessions,favorites}.hidden',
  'order_types.components.title_menu',
  `order_types.components.{${ORDER_TYPES.join(',')}}.components.{title,description,call_to_action,image}`,
  'third_party_code.{head,body}',
  'bar_menu.components.{browse,orders,my_carts,wallet,profile}.hidden',
  'smart_banner_settings.{android_id,apple_id}',
  'business_view.components.categories.components.show_first.hidden',
].flatMap(expand);

const WEBSITE: TModeFlags = { isApp: false, isKiosk: false, isFranchise: false };
const FRANCHISE: TModeFlags = { isApp: false, isKiosk: false, isFranchise: true };
const APP: TModeFlags = { isApp: true, isKiosk: false, isFranchise: false };
const FRANCHISES_APP: TModeFlags = { isApp: true, isKiosk: false, isFranchise: true };
const KIOSK: TModeFlags = { isApp: true, isKiosk: true, isFranchise: false };

const allPaths = () => THEME_SECTIONS.flatMap((s) => s.leaves.map((l) => l.path));
const ids = (flags: TModeFlags) => visibleSections(flags).map((s) => s.id);
const leaf = (path: string) => THEME_SECTIONS.flatMap((s) => s.leaves).find((l) => l.path === path);
const disabledIn = (flags: TModeFlags) =>
  visibleSections(flags).flatMap((s) =>
    s.leaves.filter((l) => isLeafDisabled(l, flags)).map((l) => l.path),
  );

describe('the theme tree description', () => {
  it('covers exactly the paths of docs/product/theme-values.md#advanced-sections', () => {
    expect(new Set(allPaths())).toEqual(new Set(SPEC_PATHS));
  });

  it('lists the sections in the order of docs/product/theme-values.md#advanced-sections', () => {
    expect(THEME_SECTIONS.map((s) => s.id)).toEqual([
      'homepage_image',
      'buttons',
      'typography',
      'images',
      'header',
      'business_listing',
      'business_block',
      'business_page',
      'business_information',
      'products_block',
      'reviews_popups',
      'cart_header',
      'checkout',
      'confirmation',
      'address',
      'my_account',
      'my_orders',
      'menu_options',
      'order_types',
      'third_party_code',
      'navigation_bar',
      'smart_banner',
    ]);
  });

  it('puts the review date and ranking in one place only', () => {
    const count = (p: string) => allPaths().filter((x) => x === p).length;
    expect(count('business_view.components.reviews.components.review_date.hidden')).toBe(1);
    expect(count('business_view.components.reviews.components.ranking.hidden')).toBe(1);
  });

  // docs/product/theme-values.md#select-options
  it('gives each leaf a label, and selects their options', () => {
    for (const l of THEME_SECTIONS.flatMap((s) => s.leaves)) expect(l.label, l.path).toBeTruthy();
    expect(leaf('business_listing_view.components.layout.rows')?.options).toEqual(['2', '3', '4']);
    expect(leaf('header.components.cart.components.open_strategy.type')?.options).toEqual([
      'popover',
      'slide',
    ]);
    expect(
      leaf('business_listing_view.components.business.components.offer.position')?.options,
    ).toEqual(['top_left', 'top_right', 'bottom_left', 'bottom_right']);
    expect(leaf('order_types.components.curbside.components.image')?.size).toEqual({
      width: 1350,
      height: 200,
    });
  });
});

describe('modes (docs/product/theme-values.md#modes)', () => {
  it('kiosk shows only the homepage image', () => {
    expect(ids(KIOSK)).toEqual(['homepage_image']);
  });

  it('the website shows menu options and smart banner, not the app sections', () => {
    const website = ids(WEBSITE);
    expect(website).toContain('menu_options');
    expect(website).toContain('smart_banner');
    expect(website).not.toContain('homepage_image');
    expect(website).not.toContain('navigation_bar');
    expect(disabledIn(WEBSITE)).toEqual([]);
    expect(
      editableLeaves(WEBSITE).has(
        'business_view.components.categories.components.show_first.hidden',
      ),
    ).toBe(false);
  });

  it('apps show the homepage image and navigation bar and disable their items', () => {
    const app = ids(APP);
    expect(app).toContain('homepage_image');
    expect(app).toContain('navigation_bar');
    expect(app).not.toContain('menu_options');
    expect(app).not.toContain('smart_banner');
    expect(new Set(disabledIn(APP))).toEqual(
      new Set([
        'header.components.cart.components.discount_coupon.hidden',
        'header.components.cart.components.comments.hidden',
        'header.components.cart.components.open_strategy.type',
        'header.components.cart.components.open_strategy.position',
        'profile.components.birthday.hidden',
        'bar_menu.components.browse.hidden',
      ]),
    );
  });

  it('franchise disables its per-business items and adds show-first-categories', () => {
    expect(ids(FRANCHISE)).toContain('smart_banner');
    expect(ids(FRANCHISE)).not.toContain('menu_options');
    const disabled = disabledIn(FRANCHISE);
    for (const p of [
      'business_listing_view.components.business.components.logo.hidden',
      'business_listing_view.components.business.components.header.hidden',
      'business_listing_view.components.business.components.reviews.hidden',
      'business_listing_view.components.business.components.offer.hidden',
      'business_listing_view.components.business.components.offer.position',
      'business_view.components.information.components.videos.hidden',
      'business_view.components.information.components.images.hidden',
    ]) {
      expect(disabled, p).toContain(p);
    }
    expect(
      editableLeaves(FRANCHISE).has(
        'business_view.components.categories.components.show_first.hidden',
      ),
    ).toBe(true);
    expect(
      editableLeaves(FRANCHISE).has(
        'business_listing_view.components.business.components.logo.hidden',
      ),
    ).toBe(false);
  });

  it('the franchises app combines both sets of rules', () => {
    const editable = editableLeaves(FRANCHISES_APP);
    expect(editable.has('profile.components.birthday.hidden')).toBe(false);
    expect(editable.has('business_view.components.information.components.videos.hidden')).toBe(
      false,
    );
    expect(editable.has('business_view.components.categories.components.show_first.hidden')).toBe(
      true,
    );
  });
});

describe('leafSchema', () => {
  const ok = (path: string, value: unknown) =>
    leafSchema(leaf(path) as NonNullable<ReturnType<typeof leaf>>).safeParse(value).success;
  it('checks each kind', () => {
    expect(ok('checkout.components.map.hidden', true)).toBe(true);
    expect(ok('checkout.components.map.hidden', 'true')).toBe(false);
    expect(ok('business_listing_view.components.layout.rows', '3')).toBe(true);
    expect(ok('business_listing_view.components.layout.rows', '5')).toBe(false);
    expect(ok('general.components.buttons.color', '#2C7BE5')).toBe(true);
    expect(ok('general.components.buttons.color', 'blue')).toBe(false);
    expect(ok('general.components.buttons.borderRadius', 99)).toBe(true);
    expect(ok('general.components.buttons.borderRadius', 100)).toBe(false);
    expect(ok('general.components.buttons.borderRadius', 4.5)).toBe(false);
    expect(ok('general.components.fonts.primary.name', 'Lobster')).toBe(true);
    expect(ok('general.components.fonts.primary.name', 'Comic Sans')).toBe(false);
    expect(ok('general.components.fonts.primary.weights', [700])).toBe(true);
    expect(ok('general.components.fonts.primary.weights', [700, 400])).toBe(false);
    expect(ok('general.components.fonts.primary.weights', [750])).toBe(false);
    expect(ok('general.components.favicon.components.image', null)).toBe(true);
    expect(ok('general.components.favicon.components.image', 'https://evil.example/x.png')).toBe(
      false,
    );
    expect(ok('smart_banner_settings.apple_id', 'x'.repeat(256))).toBe(false);
    expect(
      ok('third_party_code.head', '<script src="https://analytics.example/a.js"></script>'),
    ).toBe(true);
    expect(ok('third_party_code.head', 'x'.repeat(50_001))).toBe(false);
  });
});
