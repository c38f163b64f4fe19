import { publicOrderOf, type TOrder } from '@oc/domain/orders/order.schema';
import type { TTree } from '@oc/domain/themes/theme-path';
import type { TModeFlags } from '@oc/domain/themes/theme-tree';
import type { TRoute } from './routes';
import type { TPageData, TWebsiteBusiness, TWebsiteInput } from './site-input';

// Sample input for the website's tests: every page, with businesses that have and lack images,
// offers and badges, and two orders of different types.

/** An uploaded file's address (the theme only takes addresses of this shape). */
export const fileUrl = (hexDigit: string, ext = 'png') =>
  `/files/${hexDigit.repeat(2)}/${hexDigit.repeat(64)}.${ext}`;

export const BUSINESSES: TWebsiteBusiness[] = [
  { slug: 'pizza-palace', name: 'Pizza Palace', logo: fileUrl('a'), header: fileUrl('b') },
  { slug: 'green-bowl', name: 'Green Bowl', logo: null, header: null },
  { slug: 'taco-town', name: 'Taco Town', logo: fileUrl('c'), header: null },
  { slug: 'sushi-bar', name: 'Sushi Bar', logo: null, header: fileUrl('d') },
  { slug: 'curry-house', name: 'Curry House', logo: null, header: null },
  { slug: 'noodle-nook', name: 'Noodle Nook', logo: null, header: null },
];

const [PIZZA, GREEN] = BUSINESSES as [TWebsiteBusiness, TWebsiteBusiness];

export const ORDERS: TOrder[] = [
  {
    id: 'a1b2c3d4e5f6g7h8i9j0',
    number: 1042,
    business: { slug: PIZZA.slug, name: PIZZA.name, logo: PIZZA.logo },
    order_type: 'delivery',
    items: [
      { product_id: 'p11', name: 'Garlic bread', quantity: 2, unit_price: 450, total: 900 },
      { product_id: 'p21', name: 'House special', quantity: 1, unit_price: 1250, total: 1250 },
    ],
    total: 2150,
    customer: {
      name: 'Ana Lima',
      phone: '+1 555 0100',
      address: '12 Main Street',
      internal_number: 'Apt 3',
      notes: 'Ring twice',
    },
    status: 'received',
    created_at: '2026-11-20T18:30:00.000Z',
  },
  {
    id: 'z9y8x7w6v5u4t3s2r1q0',
    number: 1043,
    business: { slug: GREEN.slug, name: GREEN.name, logo: null },
    order_type: 'pickup',
    items: [{ product_id: 'p41', name: 'Lemonade', quantity: 1, unit_price: 300, total: 300 }],
    total: 300,
    customer: { name: 'Ben', phone: '555 0101', address: '', internal_number: '', notes: '' },
    status: 'received',
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
    { page: 'business', business: PIZZA, nearby: BUSINESSES.slice(1, 4) },
  ],
  [
    { page: 'business', slug: GREEN.slug },
    { page: 'business', business: GREEN },
  ],
  [
    { page: 'product', slug: PIZZA.slug, productId: 'p21' },
    { page: 'product', business: PIZZA, productId: 'p21' },
  ],
  [{ page: 'checkout' }, { page: 'checkout' }],
  [{ page: 'checkout' }, { page: 'checkout', business: PIZZA }],
  [
    { page: 'confirmation', orderId: 'a1b2c3d4e5f6g7h8i9j0' },
    {
      page: 'confirmation',
      order: publicOrderOf(ORDERS[0] as TOrder),
      customer: (ORDERS[0] as TOrder).customer,
    },
  ],
  [{ page: 'orders' }, { page: 'orders', orders: ORDERS }],
  [{ page: 'account' }, { page: 'account' }],
  [{ page: 'not_found' }, { page: 'not_found', title: 'Page not found', detail: 'No page here.' }],
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
    assets: { style: '/_site/assets/site.css', script: null },
    preview: null,
    embed: false,
  };
}
