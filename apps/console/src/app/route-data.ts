import { productCodeForSlug, productViewFor } from '@oc/domain/products/products';
import type { QueryClient } from '@tanstack/react-query';
import { appQuery } from '../data/apps/get-app';
import { businessQuery } from '../data/businesses/get-business';
import { franchisesQuery } from '../data/businesses/get-franchises';
import { businessListQuery } from '../data/businesses/list-businesses';
import { configsQuery } from '../data/configs/get-configs';
import { menuQuery } from '../data/menus/get-menu';
import { orderListQuery } from '../data/orders/list-orders';
import { productsQuery } from '../data/products/get-products';
import { siteQuery } from '../data/sites/get-site';
import { themeQuery } from '../data/themes/get-theme';
import { webhookEndpointQuery } from '../data/webhooks/get-webhook-endpoint';
import { webhookDeliveriesQuery } from '../data/webhooks/list-webhook-deliveries';
import { webhookEndpointsQuery } from '../data/webhooks/list-webhook-endpoints';
import { settingsProductOf } from '../early/settings-product';
import { listQueryOf } from '../features/businesses/list-address';
import { ordersQueryOf } from '../features/orders/order-address';
import { logPageOf } from '../features/webhooks/log-address';
import { authToken } from '../lib/auth-token';
import { preloadColorsGenerator } from './provider';

/**
 * Each page's data, asked for by its route's loader, so it downloads while the page's code does
 * rather than after it: a screen's data never waits in a chain, where on Fast 3G each link is a
 * 560 ms round trip. The loaders start the requests and do not wait for them: the
 * page's components read the same queries from the cache when they draw, and a failure is left to
 * them, as they would have found it. Nothing is asked without a session.
 */

/** The reads the loaders have started that have not finished yet. */
const unfinished = new Set<Promise<void>>();

/** Runs `start` unless logged out; a failure is the page's to show, not the loader's. */
function whenLoggedIn(start: () => Promise<unknown>) {
  if (authToken.get() === null) return;
  const read = start().then(
    () => {},
    () => {},
  );
  unfinished.add(read);
  void read.then(() => unfinished.delete(read));
}

/**
 * Settles once every read the loaders have started so far has finished, answered or failed: the
 * console's first draw waits for the first page's (main.tsx), so that the page is drawn once, with
 * its data, rather than as a skeleton first and again as the answers come.
 */
export function loaderReadsFinished(): Promise<void> {
  return Promise.all(unfinished).then(() => {});
}

/** Every page behind the login: the menu's products and the console's brand (the dashboard site). */
export function startLayoutData(queryClient: QueryClient) {
  whenLoggedIn(async () => {
    const products = await queryClient.ensureQueryData(productsQuery);
    const siteId = products.find((p) => p.code === 'web_dashboard')?.site_id;
    if (typeof siteId !== 'number') return;
    const reads = Promise.all([
      queryClient.prefetchQuery(siteQuery(siteId)),
      queryClient.prefetchQuery(themeQuery({ kind: 'sites', id: siteId })),
    ]);
    // The owner's colour is in that theme: its generator (16 KB gzip) comes beside it, asked for
    // after the page's own reads (theirs start in this same turn, once the list is here), so that
    // on a slow network it does not take their connections and bandwidth first.
    setTimeout(preloadColorsGenerator, 0);
    await reads;
  });
}

/** /my-products/:product: the configs, and the ordering website for its card and the apps' web version. */
export function startProductData(queryClient: QueryClient, slug: string) {
  const code = productCodeForSlug(slug);
  if (!code) return;
  whenLoggedIn(async () => {
    void queryClient.prefetchQuery(configsQuery);
    const products = await queryClient.ensureQueryData(productsQuery);
    const siteId = products.find((p) => p.code === 'web_ordering')?.site_id;
    if (code !== 'web_ordering' && !code.startsWith('app_')) return;
    if (typeof siteId === 'number') await queryClient.prefetchQuery(siteQuery(siteId));
  });
}

/** /my-products/:product/settings: the product, its site, and a website's theme. */
export function startSettingsData(queryClient: QueryClient, slug: string, idParam: string | null) {
  const code = productCodeForSlug(slug);
  if (!code) return;
  whenLoggedIn(async () => {
    // ?id= names the product: it is asked for at once, beside the list.
    const named = settingsProductOf(undefined, code, idParam).appId;
    if (named !== undefined) void queryClient.prefetchQuery(appQuery(named));
    const products = await queryClient.ensureQueryData(productsQuery);
    const { listed, appId } = settingsProductOf(products, code, idParam);
    const siteId = listed?.site_id;
    await Promise.all([
      appId !== undefined && appId !== named && queryClient.prefetchQuery(appQuery(appId)),
      typeof siteId === 'number' && queryClient.prefetchQuery(siteQuery(siteId)),
      typeof siteId === 'number' &&
        productViewFor(code) === 'web' &&
        queryClient.prefetchQuery(themeQuery({ kind: 'sites', id: siteId })),
    ]);
  });
}

/** /businesses: the page of the list the address asks for (?q=, ?status=, ?page=). */
export function startBusinessListData(queryClient: QueryClient, params: URLSearchParams) {
  whenLoggedIn(() => queryClient.prefetchQuery(businessListQuery(listQueryOf(params))));
}

/** /orders: the page of the inbox the address asks for (its filters and ?page=). */
export function startOrderListData(queryClient: QueryClient, params: URLSearchParams) {
  whenLoggedIn(() => queryClient.prefetchQuery(orderListQuery(ordersQueryOf(params))));
}

/** /businesses/new and /businesses/:id: the business (none when new) and the franchises. */
export function startBusinessData(queryClient: QueryClient, idParam: string | null) {
  const id = Number(idParam);
  whenLoggedIn(() =>
    Promise.all([
      queryClient.prefetchQuery(franchisesQuery),
      Number.isInteger(id) && id > 0 && queryClient.prefetchQuery(businessQuery(id)),
    ]),
  );
}

/** /businesses/:id/menu: the menu, and the business for its name. */
export function startMenuData(queryClient: QueryClient, idParam: string | null) {
  const id = Number(idParam);
  if (!Number.isInteger(id) || id <= 0) return;
  whenLoggedIn(() =>
    Promise.all([
      queryClient.prefetchQuery(businessQuery(id)),
      queryClient.prefetchQuery(menuQuery(id)),
    ]),
  );
}

/** /webhooks: the project's endpoints. */
export function startWebhooksData(queryClient: QueryClient) {
  whenLoggedIn(() => queryClient.prefetchQuery(webhookEndpointsQuery));
}

/** /webhooks/:id: the endpoint and the page of its delivery log the address asks for (?page=). */
export function startWebhookEndpointData(
  queryClient: QueryClient,
  idParam: string | null,
  params: URLSearchParams,
) {
  const id = Number(idParam);
  if (!Number.isInteger(id) || id <= 0) return;
  whenLoggedIn(() =>
    Promise.all([
      queryClient.prefetchQuery(webhookEndpointQuery(id)),
      queryClient.prefetchQuery(webhookDeliveriesQuery(id, logPageOf(params))),
    ]),
  );
}
