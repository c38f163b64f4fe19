import { productCodeForSlug, productViewFor } from '@oc/domain/products/product-codes';
import { settingsProductOf } from './settings-product';

/** What the product list says of each product, as far as a page's first reads need. */
type TListed = { id: number; code: string; site_id: number | null };

/** The pages opened signed out: nothing is asked for before them. */
const SIGNED_OUT = /^\/(login|join|reset)(\/|$)/;
const PRODUCT_PAGE = /^\/my-products\/([^/]+)\/?$/;
const SETTINGS_PAGE = /^\/my-products\/([^/]+)\/settings\/?$/;

/**
 * The reads a page's loaders start (app/route-data.ts: the layout's, the product page's and the
 * settings page's), planned without the console's code, so the console's first script
 * (early-data.ts) can start them while that code downloads and runs: the API paths (under /api)
 * the page asks for at once. route-data.ts stays the console's own plan; a test holds the two the
 * same.
 */
export function requestsAtOnce(pathname: string, search: string): string[] {
  if (SIGNED_OUT.test(pathname)) return [];
  const paths = ['/auth/me', '/products'];
  const product = PRODUCT_PAGE.exec(pathname)?.[1];
  if (product && productCodeForSlug(product)) paths.push('/configs');
  const settings = SETTINGS_PAGE.exec(pathname)?.[1];
  const code = settings === undefined ? undefined : productCodeForSlug(settings);
  if (code) {
    const named = settingsProductOf(undefined, code, new URLSearchParams(search).get('id')).appId;
    if (named !== undefined) paths.push(`/builder/apps/${named}`);
  }
  return paths;
}

/** Then the reads that wait for the product list: the sites and the product the page is about. */
export function requestsAfterProducts(
  pathname: string,
  search: string,
  products: readonly TListed[],
): string[] {
  if (SIGNED_OUT.test(pathname)) return [];
  const paths: string[] = [];
  // Every page's layout: the console's brand, the dashboard site and its theme.
  const dashboard = products.find((p) => p.code === 'web_dashboard')?.site_id;
  if (typeof dashboard === 'number') paths.push(`/sites/${dashboard}`, `/sites/${dashboard}/theme`);

  const product = PRODUCT_PAGE.exec(pathname)?.[1];
  const productCode = product === undefined ? undefined : productCodeForSlug(product);
  if (productCode && (productCode === 'web_ordering' || productCode.startsWith('app_'))) {
    const ordering = products.find((p) => p.code === 'web_ordering')?.site_id;
    if (typeof ordering === 'number') paths.push(`/sites/${ordering}`);
  }

  const settings = SETTINGS_PAGE.exec(pathname)?.[1];
  const code = settings === undefined ? undefined : productCodeForSlug(settings);
  if (code) {
    const idParam = new URLSearchParams(search).get('id');
    const named = settingsProductOf(undefined, code, idParam).appId;
    const { listed, appId } = settingsProductOf([...products], code, idParam);
    if (appId !== undefined && appId !== named) paths.push(`/builder/apps/${appId}`);
    const siteId = listed?.site_id;
    if (typeof siteId === 'number') {
      paths.push(`/sites/${siteId}`);
      if (productViewFor(code) === 'web') paths.push(`/sites/${siteId}/theme`);
    }
  }
  return [...new Set(paths)];
}
