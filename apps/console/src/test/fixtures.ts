import type { TApp } from '@oc/domain/apps/app.schema';
import type { TUser } from '@oc/domain/auth/auth.schema';
import type { TProductListItem } from '@oc/domain/products/products';
import { PRODUCT_CODES, type TProductCode } from '@oc/domain/products/products';
import type { TSite } from '@oc/domain/sites/site.schema';
import type { TTheme } from '@oc/domain/themes/theme.schema';

export const USER: TUser = {
  id: 1,
  email: 'owner@demo.test',
  name: 'Owner',
  project: { id: 1, code: 'demo', name: 'Demo' },
};

export const PRODUCTS: TProductListItem[] = PRODUCT_CODES.map((code, i) => ({
  id: i + 1,
  name: code,
  description: '',
  code,
  site_id: code.startsWith('web') ? i + 1 : null,
}));

/** The addresses the server gives the kiosk and franchises apps' themes (docs/product/api.md). */
const PREVIEW_URLS: Partial<Record<TProductCode, string>> = {
  app_kiosk_x: 'http://demo-kiosk-app.localhost:8080',
  app_franchises_x: 'http://demo-franchises-app.localhost:8080',
};

export function appFor(code: TProductCode, over: Partial<TApp> = {}): TApp {
  const id = PRODUCTS.find((p) => p.code === code)?.id ?? 99;
  return {
    id,
    name: 'Demo Eats',
    description: '',
    version: '1.0.0',
    package: 'com.demo.app',
    site_id: code.startsWith('web') ? id : null,
    preview_url: PREVIEW_URLS[code] ?? null,
    base: { id, code, name: code, platforms: code.startsWith('web') ? [] : ['ios', 'android'] },
    baseConstants: [],
    baseActions: [],
    ios_credentials: null,
    android_credentials: null,
    builds: [],
    built_apps: [],
    ...over,
  };
}

export const THEME: TTheme = {
  id: 1,
  site_id: 1,
  app_id: null,
  theme_id: 'ordering',
  structure: 'default',
  values: {},
  version: 1,
  updated_at: '2026-01-01T00:00:00Z',
};

export const SITE: TSite = {
  id: 1,
  kind: 'ordering',
  name: 'Demo',
  description: '',
  logo: null,
  image: null,
  domain: 'order.pizza.com',
  ssl_status: 'issued',
  ssl_process_status: 'ended',
  slug: 'ordering',
  default_url: 'http://demo.localhost:8080',
};
