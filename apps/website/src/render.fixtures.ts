import { type TMenu, type TMenuProduct, ZMenu } from '@oc/domain/catalogue/menu.schema';
import { publicOrderOf, type TOrder } from '@oc/domain/orders/order.schema';
import type { TTree } from '@oc/domain/themes/theme-path';
import type { TModeFlags } from '@oc/domain/themes/theme-tree';
import type { TRoute } from './routes';
import type { TPageData, TWebsiteBusinessDetails, TWebsiteInput } from './site-input';

// Sample input for the website's tests: every page, with businesses that have and lack images and
// facts, a menu in the API's shape (ZMenu) and an empty one, and two orders of different types.

/** An uploaded file's address (the theme only takes addresses of this shape). */
export const fileUrl = (hexDigit: string, ext = 'png') =>
  `/files/${hexDigit.repeat(2)}/${hexDigit.repeat(64)}.${ext}`;

/** The instant the sample pages are drawn for: a Wednesday, 10:00 in New York. */
export const NOW = new Date('2026-11-25T15:00:00Z');

const WEEKDAYS_11_TO_22 = Object.fromEntries(
  (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => [
    day,
    [{ open: '11:00', close: '22:00' }],
  ]),
);

/** A business as the website gets it: the stored facts, none made up. */
const business = (
  slug: string,
  name: string,
  over: Partial<TWebsiteBusinessDetails> = {},
): TWebsiteBusinessDetails => ({
  slug,
  name,
  logo: null,
  header: null,
  cuisines: [],
  orderTypes: ['delivery', 'pickup'],
  deliveryFee: 0,
  minimumOrder: 0,
  deliveryMinutes: null,
  pickupMinutes: null,
  timeZone: 'UTC',
  hours: {},
  closedDates: [],
  description: '',
  address: '',
  phone: '',
  ...over,
});

export const PIZZA = business('pizza-palace', 'Pizza Palace', {
  logo: fileUrl('a'),
  header: fileUrl('b'),
  cuisines: ['Pizza', 'Italian'],
  deliveryFee: 299,
  minimumOrder: 1500,
  deliveryMinutes: 35,
  pickupMinutes: 15,
  timeZone: 'America/New_York',
  hours: WEEKDAYS_11_TO_22,
  description: 'Wood-fired pizza since 1998.',
  address: '412 Court Street, Brooklyn, NY 11231',
  phone: '+1 718 555 0100',
});
/** Takes pickup only, says nothing of itself, has no hours and no menu yet. */
export const GREEN = business('green-bowl', 'Green Bowl', { orderTypes: ['pickup'] });

export const BUSINESSES: TWebsiteBusinessDetails[] = [
  PIZZA,
  GREEN,
  business('taco-town', 'Taco Town', {
    logo: fileUrl('c'),
    cuisines: ['Mexican', 'pizza'],
    hours: WEEKDAYS_11_TO_22,
  }),
  business('sushi-bar', 'Sushi Bar', { header: fileUrl('d'), cuisines: ['Sushi'] }),
  business('curry-house', 'Curry House'),
  business('noodle-nook', 'Noodle Nook'),
];

const size = {
  id: 31,
  name: 'Size',
  min_choices: 1,
  max_choices: 1,
  options: [
    { id: 311, name: '12 inch', price_delta: 0 },
    { id: 312, name: '16 inch', price_delta: 500 },
  ],
};
const extras = {
  id: 32,
  name: 'Extras',
  min_choices: 0,
  max_choices: 2,
  options: [
    { id: 321, name: 'Olives', price_delta: 150 },
    { id: 322, name: 'No cheese', price_delta: -100 },
  ],
};

/** Pizza Palace's menu, in the API's shape: a product with and without a picture, one sold out. */
export const PIZZA_MENU: TMenu = ZMenu.parse({
  business_id: 1,
  categories: [
    {
      id: 1,
      name: 'Pizzas',
      products: [
        {
          id: 11,
          name: 'Margherita',
          description: 'Tomato, mozzarella, basil.',
          price: 1150,
          image: fileUrl('e', 'jpg'),
          available: true,
          option_groups: [size, extras],
        },
        {
          id: 12,
          name: 'Funghi',
          description: '',
          price: 1300,
          image: null,
          available: false,
          option_groups: [],
        },
      ],
    },
    // A category the owner has not filled yet: the website leaves it out.
    { id: 2, name: 'Specials', products: [] },
    {
      id: 3,
      name: 'Sides',
      products: [
        {
          id: 21,
          name: 'Garlic bread',
          description: 'Toasted with herb butter.',
          price: 550,
          image: null,
          available: true,
          option_groups: [],
        },
      ],
    },
  ],
});

const EMPTY_MENU: TMenu = { business_id: 2, categories: [] };
const productOf = (menu: TMenu, id: number) =>
  menu.categories.flatMap((c) => c.products).find((p) => p.id === id) as TMenuProduct;

export const ORDERS: TOrder[] = [
  {
    id: 'a1b2c3d4e5f6g7h8i9j0',
    number: 1042,
    business: { slug: PIZZA.slug, name: PIZZA.name, logo: PIZZA.logo },
    order_type: 'delivery',
    items: [
      {
        product_id: '21',
        name: 'Garlic bread',
        options: [],
        quantity: 2,
        unit_price: 450,
        total: 900,
      },
      {
        product_id: '11',
        name: 'Margherita',
        options: [
          { name: '16 inch', price_delta: 500 },
          { name: 'No cheese', price_delta: -100 },
        ],
        quantity: 1,
        unit_price: 1550,
        total: 1550,
      },
    ],
    subtotal: 2450,
    delivery_fee: 299,
    total: 2749,
    scheduled_for: null,
    customer: {
      name: 'Ana Lima',
      phone: '+1 555 0100',
      address: '12 Main Street',
      internal_number: 'Apt 3',
      notes: 'Ring twice',
    },
    comments: 'Please cut the pizza in squares.',
    status: 'received',
    ready_by: null,
    status_reason: null,
    created_at: '2026-11-20T18:30:00.000Z',
  },
  {
    id: 'z9y8x7w6v5u4t3s2r1q0',
    number: 1043,
    business: { slug: GREEN.slug, name: GREEN.name, logo: null },
    order_type: 'pickup',
    items: [
      { product_id: '41', name: 'Lemonade', options: [], quantity: 1, unit_price: 300, total: 300 },
    ],
    subtotal: 300,
    delivery_fee: 0,
    total: 300,
    // Friday 12:30 in New York.
    scheduled_for: '2026-11-27T17:30:00.000Z',
    customer: { name: 'Ben', phone: '555 0101', address: '', internal_number: '', notes: '' },
    comments: '',
    status: 'received',
    ready_by: null,
    status_reason: null,
    created_at: '2026-11-21T12:00:00.000Z',
  },
];

/** One route and its data for every page the website has. */
export const PAGES: [TRoute, TPageData][] = [
  [{ page: 'home' }, { page: 'home', featured: BUSINESSES.slice(0, 3) }],
  [
    { page: 'listing', pageNo: 2 },
    { page: 'listing', businesses: BUSINESSES, total: 20, pageNo: 2, pageSize: 6 },
  ],
  [
    { page: 'business', slug: PIZZA.slug },
    { page: 'business', business: PIZZA, menu: PIZZA_MENU, nearby: BUSINESSES.slice(1, 4) },
  ],
  [
    { page: 'business', slug: GREEN.slug },
    { page: 'business', business: GREEN, menu: EMPTY_MENU },
  ],
  [
    { page: 'product', slug: PIZZA.slug, productId: '11' },
    { page: 'product', business: PIZZA, product: productOf(PIZZA_MENU, 11) },
  ],
  [
    { page: 'product', slug: PIZZA.slug, productId: '12' },
    { page: 'product', business: PIZZA, product: productOf(PIZZA_MENU, 12) },
  ],
  [{ page: 'checkout' }, { page: 'checkout' }],
  [
    { page: 'confirmation', orderId: 'a1b2c3d4e5f6g7h8i9j0' },
    {
      page: 'confirmation',
      order: publicOrderOf(ORDERS[0] as TOrder),
      customer: (ORDERS[0] as TOrder).customer,
      comments: (ORDERS[0] as TOrder).comments,
      timeZone: PIZZA.timeZone,
    },
  ],
  [
    { page: 'orders' },
    { page: 'orders', orders: ORDERS, timeZones: { [PIZZA.slug]: PIZZA.timeZone } },
  ],
  [{ page: 'account' }, { page: 'account' }],
  [{ page: 'not_found' }, { page: 'not_found', missing: { what: 'page' } }],
];

export const ORDERING: TModeFlags = { isApp: false, isKiosk: false, isFranchise: false };
export const FRANCHISE: TModeFlags = { isApp: false, isKiosk: false, isFranchise: true };

/** The input of one page of the demo site. */
export function sampleInput(
  [route, data]: [TRoute, TPageData],
  values: TTree = {},
  flags: TModeFlags = ORDERING,
): TWebsiteInput {
  return {
    origin: 'http://demo.localhost:8080',
    site: {
      kind: flags.isFranchise ? 'franchise' : 'ordering',
      name: 'Demo Eats',
      description: 'Hungry?',
      logo: null,
      image: null,
    },
    values,
    flags,
    franchise: flags.isFranchise ? { slug: 'demo-group', name: 'Demo Group', header: null } : null,
    route,
    data,
    language: 'en',
    // Two, so that the header's language selector is drawn (one language has nothing to choose).
    languages: ['en', 'es'],
    now: NOW,
    assets: { css: '.site-test{}', script: null },
    preview: null,
    embed: false,
  };
}
