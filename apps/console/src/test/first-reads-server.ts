import { appFor, PRODUCTS, SITE, THEME } from './fixtures';
import { failure, ok, stubServer } from './stub-server';

export const CONFIGS = { google_maps_api_key: null, site_url: null, custom_sound: null };
export const ME = { id: 1, email: 'owner@demo.test', role: 'owner', language: 'en' };

/**
 * Answers the reads a product's pages open with (who is logged in, the product list, a product, its
 * site and theme, the configs) from the fixtures, recording each path asked for. The product list's
 * answer waits for `releaseList` when `holdList` is set, so what is asked meanwhile did not wait for
 * it; `failApp` answers a product's read with the server's 'not found'.
 */
export function serveFirstReads({ holdList = false, failApp = false } = {}) {
  const asked: string[] = [];
  let releaseList: () => void = () => {};
  const held = new Promise<void>((r) => {
    releaseList = r;
  });
  stubServer(async (url) => {
    const path = new URL(url, 'http://console.test').pathname;
    asked.push(path);
    if (path === '/api/products') {
      if (holdList) await held;
      return ok(PRODUCTS);
    }
    if (path === '/api/auth/me') return ok(ME);
    const app = /^\/api\/builder\/apps\/(\d+)$/.exec(path);
    if (app) {
      if (failApp) return failure(404, 'Product not found.');
      const product = PRODUCTS.find((p) => p.id === Number(app[1]));
      return ok(appFor(product?.code ?? 'app_customer_x'));
    }
    if (/^\/api\/sites\/\d+\/theme$/.test(path)) return ok(THEME);
    if (/^\/api\/sites\/\d+$/.test(path)) return ok(SITE);
    if (path === '/api/configs') return ok(CONFIGS);
    return failure(404, 'Not found.');
  });
  return { asked, releaseList };
}
