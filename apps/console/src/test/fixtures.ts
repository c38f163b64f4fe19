import type { TApp } from '@oc/domain/apps/app.schema';
import type { TUser } from '@oc/domain/auth/auth.schema';
import type { TBuild, TBuiltApp } from '@oc/domain/builds/build.schema';
import type { TProductListItem } from '@oc/domain/products/products';
import { PRODUCT_CODES, type TProductCode } from '@oc/domain/products/products';
import type { TSite } from '@oc/domain/sites/site.schema';
import type { TTheme } from '@oc/domain/themes/theme.schema';

export const USER: TUser = {
  id: 1,
  email: 'owner@demo.test',
  name: 'Owner',
  project: { id: 1, code: 'demo', name: 'Demo' },
  role: 'owner',
  business_ids: [],
  language: null,
};

export const PRODUCTS: TProductListItem[] = PRODUCT_CODES.map((code, i) => ({
  id: i + 1,
  name: code,
  description: '',
  code,
  site_id: code.startsWith('web') ? i + 1 : null,
  purchase_link: null,
  demo_link: null,
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
  languages: ['en'],
  own_languages: null,
  project_languages: ['en'],
};

/** A build of the customer app, finished ten minutes ago; `over` changes any field. */
export function buildOf(over: Partial<TBuild> = {}): TBuild {
  return {
    id: 7,
    platform: 'android',
    status: 'successful',
    app_version: '1.0.0',
    mode: 'release',
    kind: 'assemble',
    job_id: 'job-7',
    created_at: new Date(Date.now() - 10 * 60_000).toISOString(),
    updated_at: new Date(Date.now() - 3 * 60_000).toISOString(),
    error_code: null,
    error_description: null,
    queue_position: null,
    ...over,
  };
}

/** A file the customer app's build made (a release APK); `over` changes any field. */
export function builtAppOf(over: Partial<TBuiltApp> = {}): TBuiltApp {
  return {
    id: 1,
    build_id: 7,
    platform: 'android',
    mode: 'release',
    kind: 'assemble',
    extension: 'apk',
    app_version: '1.0.0',
    file_name: 'Demo-Eats-1.0.0-release.apk',
    size: Math.round(4.5 * 1024 * 1024),
    url: `/api/builder/apps/${appFor('app_customer_x').id}/downloads/android/release/apk`,
    created_at: '2026-03-04T10:00:00.000Z',
    ...over,
  };
}
