import { ANDROID_SPLASH_SIZES, IOS_SPLASH_SIZES } from '@oc/domain/apps/splash-sizes';
import type { TProductCode } from '@oc/domain/products/products';
import { DEFAULT_COLOR, DEFAULT_PAGE_BACKGROUND } from '@oc/domain/themes/colour.rules';
import type { TFileRulesRow } from '../db/schema';

// What a realistic demo project contains. Sizes follow
// docs/product/limits.md#splash-and-icon-sizes.
export const BUSINESS_NAMES = [
  'Pizza Palace',
  'Burger Barn',
  'Sushi Corner',
  'Taco Fiesta',
  'Green Bowl',
  'Curry House',
  'Noodle Bar',
  'The Bagel Shop',
  'Pho Real',
  'Mama Mia Trattoria',
  'Golden Dragon',
  'Kebab King',
  'Le Petit Bistro',
  'Smoky BBQ Pit',
  'Falafel Friends',
  'Sweet Crepes',
  'Dim Sum Garden',
  'Seoul Kitchen',
  'Athens Grill',
  'Casa Paella',
  'Poke Paradise',
  'Bombay Spice',
  'Fish & Chips Co',
  'Vegan Vibes',
  'Morning Brew Cafe',
];

/**
 * The demo franchises and the named businesses each lists on its franchise website (the brand's
 * own, plus a few that fit); the same groups as migration 0004 gives databases seeded before.
 */
export const FRANCHISES = [
  {
    slug: 'pizza-palace-group',
    name: 'Pizza Palace Group',
    colour: '#D9480F',
    businesses: ['Pizza Palace', 'Mama Mia Trattoria', 'Casa Paella', 'Le Petit Bistro'],
  },
  {
    slug: 'burger-barn-franchise',
    name: 'Burger Barn Franchise',
    colour: '#2B8A3E',
    businesses: ['Burger Barn', 'Smoky BBQ Pit', 'Kebab King', 'Athens Grill'],
  },
  {
    slug: 'sushi-corner-chain',
    name: 'Sushi Corner Chain',
    colour: '#1864AB',
    businesses: [
      'Sushi Corner',
      'Poke Paradise',
      'Dim Sum Garden',
      'Seoul Kitchen',
      'Golden Dragon',
    ],
  },
];

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

export const WEB_PRODUCTS: {
  code: TProductCode;
  site: (typeof SITES)[number]['kind'];
  name: string;
}[] = [
  { code: 'web_ordering', site: 'ordering', name: 'Ordering website' },
  { code: 'web_franchise', site: 'franchise', name: 'Franchise website' },
  { code: 'web_dashboard', site: 'dashboard', name: 'Dashboard' },
];

export const APP_PRODUCTS: {
  code: TProductCode;
  name: string;
  package: string;
  description: string;
}[] = [
  {
    code: 'app_customer_x',
    name: 'Demo Eats',
    package: 'com.demoeats.customer',
    description: 'Order from every restaurant of Demo Eats.',
  },
  {
    code: 'app_single_store_x',
    name: 'Pizza Palace',
    package: 'com.demoeats.pizzapalace',
    description: 'Order from Pizza Palace.',
  },
  {
    code: 'app_driver_x',
    name: 'Demo Eats Driver',
    package: 'com.demoeats.driver',
    description: 'Deliver orders for Demo Eats.',
  },
  {
    code: 'app_business_x',
    name: 'Demo Eats Store',
    package: 'com.demoeats.store',
    description: 'Manage your store orders.',
  },
  {
    code: 'app_kiosk_x',
    name: 'Demo Eats Kiosk',
    package: 'com.demoeats.kiosk',
    description: 'Self-ordering kiosk.',
  },
  {
    code: 'app_franchises_x',
    name: 'Demo Eats Franchises',
    package: 'com.demoeats.franchises',
    description: 'All our franchise brands.',
  },
];

type TConstantSeed = {
  code: string;
  name: string;
  type: 'string' | 'integer' | 'decimal' | 'boolean' | 'json';
  value: string | null;
};

export function constantsFor(code: TProductCode): TConstantSeed[] {
  const common: TConstantSeed[] = [
    {
      code: 'support_email',
      name: 'Support email',
      type: 'string',
      value: 'help@demoeats.example',
    },
    { code: 'max_cart_items', name: 'Maximum items in a cart', type: 'integer', value: '50' },
    { code: 'minimum_order_amount', name: 'Minimum order amount', type: 'decimal', value: '10.50' },
    { code: 'allow_guest_checkout', name: 'Allow guest checkout', type: 'boolean', value: 'true' },
    {
      code: 'supported_languages',
      name: 'Supported languages',
      type: 'json',
      value: '["en","es","fr"]',
    },
    { code: 'apple_merchant_id', name: 'Apple merchant id', type: 'string', value: null },
  ];
  if (code === 'app_single_store_x' || code === 'app_kiosk_x') {
    common.push({ code: 'business_slug', name: 'Business', type: 'string', value: 'pizza-palace' });
  }
  if (code === 'app_customer_x' || code === 'app_franchises_x') {
    common.push({ code: 'business_slug', name: 'Business', type: 'string', value: null });
  }
  if (code === 'app_driver_x') {
    common.splice(
      1,
      3,
      {
        code: 'location_interval_seconds',
        name: 'Location update interval (seconds)',
        type: 'integer',
        value: '15',
      },
      {
        code: 'max_distance_km',
        name: 'Maximum delivery distance (km)',
        type: 'decimal',
        value: '12.5',
      },
      {
        code: 'auto_accept_orders',
        name: 'Accept orders automatically',
        type: 'boolean',
        value: 'false',
      },
    );
  }
  return common;
}

type TActionSeed = {
  group: string;
  name: string;
  target_path: string;
  file_rules?: TFileRulesRow;
  text_content?: string;
  source_path?: string;
  editable?: boolean;
};

const png = (width: number, height: number, max_size = 2048): TFileRulesRow => ({
  width,
  height,
  max_size,
  extension: ['png'],
  mimetype: ['image/png'],
});

const GENERAL_IMAGES = [
  ['logo', 512, 512],
  ['header_logo', 900, 200],
  ['business_list_banner', 1350, 400],
  ['empty-active-orders', 512, 512],
  ['empty-past-orders', 512, 512],
  ['not-found', 512, 512],
  ['delivery', 512, 512],
  ['pickup', 512, 512],
  ['eatin', 512, 512],
  ['curbside', 512, 512],
  ['drivethru', 512, 512],
  ['category-all', 256, 256],
] as const;

const ANDROID_SPLASH = Object.entries(ANDROID_SPLASH_SIZES);
const IOS_SPLASH = Object.entries(IOS_SPLASH_SIZES);

export function actionsFor(code: TProductCode): TActionSeed[] {
  const images: TActionSeed[] = GENERAL_IMAGES.map(([name, w, h]) => ({
    group: 'general_images',
    name,
    target_path: `assets/images/${name}.png`,
    file_rules: png(w, h),
  }));
  // The store's watermark comes from the platform and cannot be replaced by the owner.
  images.push({
    group: 'general_images',
    name: 'powered_by',
    target_path: 'assets/images/powered_by.png',
    file_rules: png(300, 80),
    editable: false,
  });
  const colors: TActionSeed[] = [
    ['primary', DEFAULT_COLOR],
    ['secondary', '#F4F6F8'],
    ['text', '#1A1A1A'],
    ['background', DEFAULT_PAGE_BACKGROUND],
  ].map(([name, hex]) => ({
    group: 'colors',
    name: name as string,
    target_path: `assets/colors/${name}`,
    text_content: hex as string,
  }));
  const files: TActionSeed[] = [
    {
      group: 'files',
      name: 'google-services.json',
      target_path: 'android/app/google-services.json',
      source_path: 'android/app/google-services.json',
      file_rules: { max_size: 1024, extension: ['json'], mimetype: ['application/json'] },
    },
    {
      group: 'files',
      name: 'GoogleService-Info.plist',
      target_path: 'ios/Runner/GoogleService-Info.plist',
      source_path: 'ios/Runner/GoogleService-Info.plist',
      file_rules: {
        max_size: 1024,
        extension: ['plist'],
        mimetype: ['application/xml', 'text/xml'],
      },
    },
  ];
  const icons: TActionSeed[] = [
    {
      group: 'resources_icons',
      name: 'launcher_icon',
      target_path: 'resources/icon.png',
      file_rules: png(1024, 1024),
    },
    {
      group: 'resources_icons',
      name: 'adaptive_foreground',
      target_path: 'resources/android/icon_foreground.png',
      file_rules: png(432, 432),
    },
  ];
  const notifications: TActionSeed[] = [
    {
      group: 'resources_notifications',
      name: 'notification_icon',
      target_path: 'resources/android/notification.png',
      file_rules: png(96, 96, 512),
    },
  ];
  const androidSplash: TActionSeed[] = ANDROID_SPLASH.flatMap(
    ([density, { width: w, height: h }]) => [
      {
        group: 'resources_splash_android',
        name: `splash_port_${density}`,
        target_path: `android/res/drawable-port-${density}/splash.png`,
        file_rules: png(w, h, 4096),
      },
      {
        group: 'resources_splash_android',
        name: `splash_land_${density}`,
        target_path: `android/res/drawable-land-${density}/splash.png`,
        file_rules: png(h, w, 4096),
      },
    ],
  );
  const iosSplash: TActionSeed[] = IOS_SPLASH.map(([device, { width: w, height: h }]) => ({
    group: 'resources_splash_ios',
    name: `splash_${device}`,
    target_path: `ios/splash/${device}.png`,
    file_rules: png(w, h, 8192),
  }));
  const general =
    code === 'app_driver_x' || code === 'app_business_x' ? images.slice(0, 4) : images;
  return [
    ...general,
    ...colors,
    ...files,
    ...icons,
    ...notifications,
    ...androidSplash,
    ...iosSplash,
  ];
}

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
