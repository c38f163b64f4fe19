import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appQuery } from '../data/apps/get-app';
import { configsQuery } from '../data/configs/get-configs';
import { productsQuery } from '../data/products/get-products';
import { siteQuery } from '../data/sites/get-site';
import { themeQuery } from '../data/themes/get-theme';
import { authToken } from '../lib/auth-token';
import { CONFIGS, serveFirstReads } from '../test/first-reads-server';
import { appFor, PRODUCTS, SITE } from '../test/fixtures';
import { createQueryClient } from './query-client';
import {
  loaderReadsFinished,
  startLayoutData,
  startProductData,
  startSettingsData,
} from './route-data';

const productOf = (code: string) => {
  const found = PRODUCTS.find((p) => p.code === code);
  if (!found) throw new Error(code);
  return found;
};
const ordering = productOf('web_ordering');
const dashboard = productOf('web_dashboard');
const customer = productOf('app_customer_x');

afterEach(() => authToken.clear());

describe("a route's loader asks for its page's data, with no page drawn yet", () => {
  it('settings: the list, then the product, its site and the theme, together', async () => {
    authToken.set('test-token-abcdefghijklmnopqrstuvwxyz');
    const { asked } = serveFirstReads();
    const queryClient = createQueryClient();
    startSettingsData(queryClient, 'ordering-website', null);
    await waitFor(() =>
      expect(
        queryClient.getQueryData(themeQuery({ kind: 'sites', id: ordering.site_id ?? 0 }).queryKey),
      ).toBeDefined(),
    );
    expect(queryClient.getQueryData(productsQuery.queryKey)).toEqual(PRODUCTS);
    expect(queryClient.getQueryData(appQuery(ordering.id).queryKey)).toEqual(
      appFor('web_ordering'),
    );
    expect(queryClient.getQueryData(siteQuery(ordering.site_id ?? 0).queryKey)).toEqual(SITE);
    expect(asked.slice(1).sort()).toEqual(
      [
        `/api/builder/apps/${ordering.id}`,
        `/api/sites/${ordering.site_id}`,
        `/api/sites/${ordering.site_id}/theme`,
      ].sort(),
    );
    expect(asked[0]).toBe('/api/products');
  });

  it("settings of an app: the app only, no site and no theme (an app's theme is its Advanced tab's)", async () => {
    authToken.set('test-token-abcdefghijklmnopqrstuvwxyz');
    const { asked } = serveFirstReads();
    const queryClient = createQueryClient();
    startSettingsData(queryClient, 'customer-app', null);
    await waitFor(() => expect(asked).toContain(`/api/builder/apps/${customer.id}`));
    await waitFor(() =>
      expect(queryClient.getQueryData(appQuery(customer.id).queryKey)).toBeDefined(),
    );
    expect(asked).toEqual(['/api/products', `/api/builder/apps/${customer.id}`]);
  });

  it('settings with ?id=: the named product is asked for at once, beside the list, and once', async () => {
    authToken.set('test-token-abcdefghijklmnopqrstuvwxyz');
    const { asked, releaseList } = serveFirstReads({ holdList: true });
    const queryClient = createQueryClient();
    startSettingsData(queryClient, 'ordering-website', String(ordering.id));
    await waitFor(() => expect(asked).toContain(`/api/builder/apps/${ordering.id}`));
    expect(queryClient.getQueryData(productsQuery.queryKey)).toBeUndefined();
    releaseList();
    await waitFor(() => expect(asked).toContain(`/api/sites/${ordering.site_id}/theme`));
    expect(asked.filter((p) => p.startsWith('/api/builder/apps/'))).toHaveLength(1);
  });

  it('a failed answer is left in the cache for the page to show, and nothing else breaks', async () => {
    authToken.set('test-token-abcdefghijklmnopqrstuvwxyz');
    serveFirstReads({ failApp: true });
    const queryClient = createQueryClient();
    startSettingsData(queryClient, 'customer-app', null);
    await waitFor(() =>
      expect(queryClient.getQueryState(appQuery(customer.id).queryKey)?.status).toBe('error'),
    );
    expect(queryClient.getQueryState(appQuery(customer.id).queryKey)?.error?.message).toBe(
      'Product not found.',
    );
  });

  it('the layout: the list, then the dashboard site and its theme (the console brand)', async () => {
    authToken.set('test-token-abcdefghijklmnopqrstuvwxyz');
    const { asked } = serveFirstReads();
    const queryClient = createQueryClient();
    startLayoutData(queryClient);
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[0]).toBe('/api/products');
    expect(asked.slice(1).sort()).toEqual(
      [`/api/sites/${dashboard.site_id}`, `/api/sites/${dashboard.site_id}/theme`].sort(),
    );
  });

  it("a product page: the configs, and the ordering website's site for a website or an app", async () => {
    authToken.set('test-token-abcdefghijklmnopqrstuvwxyz');
    const { asked } = serveFirstReads();
    const queryClient = createQueryClient();
    startProductData(queryClient, 'customer-app');
    await waitFor(() =>
      expect(queryClient.getQueryData(siteQuery(ordering.site_id ?? 0).queryKey)).toEqual(SITE),
    );
    expect(queryClient.getQueryData(configsQuery.queryKey)).toEqual(CONFIGS);
    expect(asked.sort()).toEqual(
      ['/api/configs', '/api/products', `/api/sites/${ordering.site_id}`].sort(),
    );
  });

  it('the dashboard product page: no site (it has no header card)', async () => {
    authToken.set('test-token-abcdefghijklmnopqrstuvwxyz');
    const { asked } = serveFirstReads();
    const queryClient = createQueryClient();
    startProductData(queryClient, 'dashboard');
    await waitFor(() => expect(queryClient.getQueryData(productsQuery.queryKey)).toEqual(PRODUCTS));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked.sort()).toEqual(['/api/configs', '/api/products']);
  });

  it('asks for nothing without a session, nor for an address that names no product', async () => {
    const { asked } = serveFirstReads();
    const queryClient = createQueryClient();
    startLayoutData(queryClient);
    startProductData(queryClient, 'customer-app');
    startSettingsData(queryClient, 'ordering-website', '3');
    authToken.set('test-token-abcdefghijklmnopqrstuvwxyz');
    startProductData(queryClient, 'no-such-product');
    startSettingsData(queryClient, 'no-such-product', null);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
  });
});

describe('the first draw waits for the reads the loaders started', () => {
  it('settles once the layout’s and the settings page’s reads have all answered, not before', async () => {
    authToken.set('test-token-abcdefghijklmnopqrstuvwxyz');
    const { releaseList } = serveFirstReads({ holdList: true });
    const queryClient = createQueryClient();
    startLayoutData(queryClient);
    startSettingsData(queryClient, 'ordering-website', null);
    let finished = false;
    void loaderReadsFinished().then(() => {
      finished = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(finished).toBe(false);
    releaseList();
    await waitFor(() => expect(finished).toBe(true));
    // Everything the page and the layout draw with is in by then.
    expect(
      queryClient.getQueryData(themeQuery({ kind: 'sites', id: ordering.site_id ?? 0 }).queryKey),
    ).toBeDefined();
    expect(
      queryClient.getQueryData(themeQuery({ kind: 'sites', id: dashboard.site_id ?? 0 }).queryKey),
    ).toBeDefined();
    expect(queryClient.getQueryData(appQuery(ordering.id).queryKey)).toBeDefined();
  });

  it('has nothing to wait for when logged out', async () => {
    const queryClient = createQueryClient();
    startSettingsData(queryClient, 'ordering-website', null);
    await expect(loaderReadsFinished()).resolves.toBeUndefined();
  });
});
