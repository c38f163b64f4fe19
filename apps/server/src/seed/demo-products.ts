import type { TProductCode } from '@oc/domain/products/products';
import type { SITES } from './demo-sites';

// The demo project's products: a base and an app each, the websites' tied to their site.
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
