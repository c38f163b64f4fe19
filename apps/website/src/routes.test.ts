import { describe, expect, it } from 'vitest';
import { PAGES } from './render.fixtures';
import { hrefOf, routeOf, splitBase } from './routes';

describe('the embed pages’ addresses', () => {
  it('takes /embed off a path, and only as a whole segment', () => {
    expect(splitBase('/embed/store/athens-grill')).toEqual({
      base: '/embed',
      path: '/store/athens-grill',
    });
    expect(splitBase('/embed')).toEqual({ base: '/embed', path: '/' });
    expect(splitBase('/embed/')).toEqual({ base: '/embed', path: '/' });
    expect(splitBase('/embedded/x')).toEqual({ base: '', path: '/embedded/x' });
    expect(splitBase('/checkout')).toEqual({ base: '', path: '/checkout' });
    // Never twice: an embed page of an embed page is an unknown address.
    expect(routeOf(splitBase('/embed/embed/checkout').path).page).toBe('not_found');
  });

  it('puts every page under /embed and back to the same route', () => {
    for (const [route] of PAGES) {
      const href = hrefOf(route, '/embed');
      expect(href.startsWith('/embed/'), href).toBe(true);
      const url = new URL(href, 'http://demo.localhost');
      const { base, path } = splitBase(url.pathname);
      expect(base).toBe('/embed');
      const back = routeOf(path, url.searchParams);
      expect(back, href).toEqual(route.page === 'not_found' ? { page: 'home' } : route);
      expect(hrefOf(route), href).toBe(href.slice('/embed'.length));
    }
  });
});
