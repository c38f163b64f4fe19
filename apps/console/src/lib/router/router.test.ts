import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { browserHistory, memoryHistory } from './history';
import { createRouter, matchRoutes, type TRouteObject } from './router';

const Page: ComponentType = () => null;

/** A page's code that arrives when the test says so. */
function deferredPage() {
  let arrive: (page: ComponentType) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const lazy = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return { lazy, arrive: () => arrive(Page), fail: (error: unknown) => fail(error) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('which routes an address opens', () => {
  const routes: TRouteObject[] = [
    { path: '/login', element: null },
    {
      element: null,
      children: [
        { path: '/businesses/:businessId', element: null },
        { path: '*', element: null },
      ],
    },
  ];

  it('gives the layout and the page, with the page’s params decoded', () => {
    const found = matchRoutes(routes, '/businesses/caf%C3%A9');
    expect(found?.map((m) => m.route)).toEqual([routes[1], routes[1]?.children?.[0]]);
    expect(found?.[1]?.params).toEqual({ businessId: 'café' });
  });

  it('takes the first that matches, whatever the case, and the rest falls to *', () => {
    expect(matchRoutes(routes, '/LOGIN')?.[0]?.route).toBe(routes[0]);
    expect(matchRoutes(routes, '/nowhere/at/all')?.[1]?.route).toBe(routes[1]?.children?.[1]);
    expect(matchRoutes([{ path: '/login' }], '/other')).toBeNull();
  });
});

describe('the console router', () => {
  it('is ready at once when the page needs nothing to download', () => {
    const router = createRouter([{ path: '/', element: null }], { history: memoryHistory('/') });
    expect(router.state.initialized).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('starts a page’s loader when the address is known, and waits for its code', async () => {
    const page = deferredPage();
    const loader = vi.fn((_args: { url: URL }) => 'data');
    const router = createRouter([{ path: '/orders', loader, lazy: page.lazy }], {
      history: memoryHistory('/orders?page=2'),
    });
    expect(loader).toHaveBeenCalledOnce();
    expect(loader.mock.calls[0]?.[0].url.searchParams.get('page')).toBe('2');
    expect(page.lazy).toHaveBeenCalledOnce();
    expect(router.state.initialized).toBe(false);
    page.arrive();
    await settled();
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches[0]?.Component).toBe(Page);
    expect(router.state.matches[0]?.data).toBe('data');
  });

  it('keeps the page on screen, at its address, until the next one’s code has come', async () => {
    const next = deferredPage();
    const history = memoryHistory('/');
    const router = createRouter(
      [
        { path: '/', element: null },
        { path: '/team', lazy: next.lazy },
      ],
      { history },
    );
    router.navigate('/team');
    expect(router.state.location.pathname).toBe('/');
    expect(history.read().pathname).toBe('/');
    next.arrive();
    await settled();
    expect(router.state.location.pathname).toBe('/team');
    expect(history.read()).toMatchObject({ pathname: '/team', idx: 1 });
    // Its code is kept: going there again is at once.
    router.navigate('/');
    router.navigate('/team');
    expect(router.state.location.pathname).toBe('/team');
    expect(next.lazy).toHaveBeenCalledOnce();
  });

  it('drops a navigation overtaken by a later one', async () => {
    const slow = deferredPage();
    const router = createRouter(
      [
        { path: '/', element: null },
        { path: '/slow', lazy: slow.lazy },
        { path: '/fast', element: null },
      ],
      { history: memoryHistory('/') },
    );
    router.navigate('/slow');
    router.navigate('/fast');
    slow.arrive();
    await settled();
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('runs a loader again only when its route says so', () => {
    const layoutLoader = vi.fn();
    const pageLoader = vi.fn();
    const routes: TRouteObject[] = [
      {
        loader: layoutLoader,
        shouldRevalidate: () => false,
        element: null,
        children: [
          {
            path: '/businesses/:businessId',
            loader: pageLoader,
            shouldRevalidate: ({ currentParams, nextParams }) =>
              currentParams.businessId !== nextParams.businessId,
            element: null,
          },
        ],
      },
    ];
    const router = createRouter(routes, { history: memoryHistory('/businesses/1') });
    router.navigate('/businesses/1?tab=hours');
    expect(pageLoader).toHaveBeenCalledTimes(1);
    router.navigate('/businesses/2');
    expect(pageLoader).toHaveBeenCalledTimes(2);
    expect(layoutLoader).toHaveBeenCalledTimes(1);
  });

  it('reads ?… alone as another search on the same page, and the same address replaces', () => {
    const history = memoryHistory('/my-products/x/settings?tab=basic');
    const router = createRouter([{ path: '*', element: null }], { history });
    router.navigate('?tab=advanced', { state: { from: 'test' } });
    expect(router.state.location).toMatchObject({
      pathname: '/my-products/x/settings',
      search: '?tab=advanced',
      state: { from: 'test' },
    });
    router.navigate('/my-products/x/settings?tab=advanced');
    expect(history.read().idx).toBe(1);
  });

  it('shows why when a page’s code cannot come, and asks for it again next time', async () => {
    const page = deferredPage();
    const router = createRouter(
      [
        { path: '/', element: null },
        { path: '/team', lazy: page.lazy },
      ],
      { history: memoryHistory('/') },
    );
    router.navigate('/team');
    page.fail(new TypeError('Failed to fetch dynamically imported module'));
    await settled();
    expect(router.state.location.pathname).toBe('/team');
    expect(router.state.error).toBeInstanceOf(TypeError);
    router.navigate('/');
    expect(router.state.error).toBeNull();
    router.navigate('/team');
    expect(page.lazy).toHaveBeenCalledTimes(2);
  });

  it('lets the leave guard hold a link until the owner answers', () => {
    const router = createRouter(
      [
        { path: '/a', element: null },
        { path: '/b', element: null },
      ],
      { history: memoryHistory('/a') },
    );
    router.setBlocker(({ nextLocation }) => nextLocation.pathname === '/b');
    router.navigate('/b');
    expect(router.state.location.pathname).toBe('/a');
    expect(router.state.blocked).not.toBeNull();
    router.state.blocked?.reset();
    expect(router.state.blocked).toBeNull();
    expect(router.state.location.pathname).toBe('/a');
    router.navigate('/b');
    router.state.blocked?.proceed();
    expect(router.state.location.pathname).toBe('/b');
    expect(router.state.blocked).toBeNull();
  });

  it('puts back a back button the leave guard holds, and goes back once the owner agrees', async () => {
    const history = memoryHistory('/a');
    const router = createRouter(
      [
        { path: '/a', element: null },
        { path: '/b', element: null },
      ],
      { history },
    );
    router.navigate('/b');
    router.setBlocker(() => true);
    router.navigate(-1);
    await settled();
    await settled();
    expect(router.state.blocked).not.toBeNull();
    expect(history.read().pathname).toBe('/b');
    expect(router.state.location.pathname).toBe('/b');
    router.state.blocked?.proceed();
    await settled();
    expect(history.read().pathname).toBe('/a');
    expect(router.state.location.pathname).toBe('/a');
    expect(router.state.blocked).toBeNull();
    // Forward again, unguarded now: it goes at once.
    router.setBlocker(null);
    router.navigate(1);
    await settled();
    expect(router.state.location.pathname).toBe('/b');
  });

  it('gives an entry the browser made itself (the skip link to the page) its place after the current one', () => {
    window.history.replaceState(null, '', '/a');
    const router = createRouter(
      [
        { path: '/a', element: null },
        { path: '/b', element: null },
      ],
      { history: browserHistory() },
    );
    router.navigate('/b');
    expect(window.history.state).toMatchObject({ idx: 1 });
    // As the browser does for a link to #main-content: a new entry, with no state of ours.
    window.history.pushState(null, '', '/b#main-content');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router.state.location).toMatchObject({ pathname: '/b', hash: '#main-content' });
    expect(window.history.state).toMatchObject({ idx: 2 });
    router.navigate('/a');
    expect(window.history.state).toMatchObject({ idx: 3 });
    router.dispose();
  });
});
