import { appFor, PRODUCTS, SITE, THEME, USER } from './fixtures';
import { failure, ok, stubServer } from './stub-server';

export const CONFIGS = { google_maps_api_key: null, site_url: null, custom_sound: null };

/** An answer held until released: what is asked meanwhile did not wait for it. */
function holding() {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  return { held, release };
}

/**
 * Answers the reads a product's pages open with (who is logged in, the product list, a product, its
 * site and theme, the configs, the business picker's first page) from the fixtures, recording each
 * path asked for. With `holdList` the product list's answer waits for `releaseList`, with
 * `holdApp` a product's own for `releaseApp`; `failApp` answers a product's read with the server's
 * 'not found'.
 */
export function serveFirstReads({ holdList = false, holdApp = false, failApp = false } = {}) {
  const asked: string[] = [];
  const list = holding();
  const product = holding();
  stubServer(async (url) => {
    const path = new URL(url, 'http://console.test').pathname;
    asked.push(path);
    if (path === '/api/products') {
      if (holdList) await list.held;
      return ok(PRODUCTS);
    }
    if (path === '/api/auth/me') return ok(USER);
    const app = /^\/api\/builder\/apps\/(\d+)$/.exec(path);
    if (app) {
      if (holdApp) await product.held;
      if (failApp) return failure(404, 'Product not found.');
      const listed = PRODUCTS.find((p) => p.id === Number(app[1]));
      return ok(appFor(listed?.code ?? 'app_customer_x'));
    }
    if (path === '/api/businesses') return ok({ items: [], total: 0, page: 1, page_size: 20 });
    if (/^\/api\/sites\/\d+\/theme$/.test(path)) return ok(THEME);
    if (/^\/api\/sites\/\d+$/.test(path)) return ok(SITE);
    if (path === '/api/configs') return ok(CONFIGS);
    return failure(404, 'Not found.');
  });
  return { asked, releaseList: list.release, releaseApp: product.release };
}
