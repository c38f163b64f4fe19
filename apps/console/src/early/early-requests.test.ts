import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { createConsoleRouter } from '../app/router';
import { prefetchMe } from '../data/auth/get-me';
import { authToken } from '../lib/auth-token';
import { memoryHistory } from '../lib/router';
import { serveFirstReads } from '../test/first-reads-server';
import { PRODUCTS } from '../test/fixtures';
import { requestsAfterProducts, requestsAtOnce } from './early-requests';

const ordering = PRODUCTS.find((p) => p.code === 'web_ordering');

/** Every read the console's own code asks for on opening `address`: main.tsx's and the loaders'. */
async function consoleReads(address: string): Promise<string[]> {
  const { asked } = serveFirstReads();
  const queryClient = createQueryClient();
  prefetchMe(queryClient);
  const router = createConsoleRouter(queryClient, memoryHistory(address));
  await waitFor(() => expect(router.state.initialized).toBe(true));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  router.dispose();
  return asked.map((path) => path.replace(/^\/api/, ''));
}

/** What the first script plans for `address`, given the product list's answer. */
function earlyReads(address: string): string[] {
  const { pathname, search } = new URL(address, 'http://console.test');
  return [
    ...requestsAtOnce(pathname, search),
    ...requestsAfterProducts(pathname, search, PRODUCTS),
  ];
}

afterEach(() => authToken.clear());

describe("the console's first script plans the reads the console's own code makes", () => {
  for (const address of [
    '/my-products/ordering-website/settings',
    '/my-products/ordering-website/settings?tab=advanced',
    '/my-products/dashboard/settings',
    '/my-products/customer-app/settings',
    `/my-products/ordering-website/settings?id=${ordering?.id}`,
    '/my-products/ordering-website',
    '/my-products/customer-app',
    '/my-products/dashboard',
  ]) {
    it(`the same reads, each once: ${address}`, async () => {
      authToken.set('test-token-abcdefghijklmnopqrstuvwxyz');
      const asked = await consoleReads(address);
      const planned = earlyReads(address);
      expect(new Set(planned).size).toBe(planned.length);
      expect([...planned].sort()).toEqual([...new Set(asked)].sort());
    });
  }

  // Another page's own reads (a list, a menu) are left to its loader; nothing asked early is unused.
  for (const address of [
    '/businesses',
    '/orders',
    '/team',
    '/my-products/no-such-product/settings',
  ]) {
    it(`only reads the console makes too: ${address}`, async () => {
      authToken.set('test-token-abcdefghijklmnopqrstuvwxyz');
      const asked = new Set(await consoleReads(address));
      expect(earlyReads(address).filter((path) => !asked.has(path))).toEqual([]);
    });
  }

  it('plans nothing for the pages opened signed out', () => {
    for (const address of ['/login', '/join/abc', '/reset/abc']) {
      expect(earlyReads(address)).toEqual([]);
    }
  });
});
