import { describe, expect, it } from 'vitest';
import { PAGES } from './render.fixtures';
import { hrefOf, routeOf, splitBase } from './routes';

describe('the embed pages’ addresses', () => {
  it('takes /embed off a path, and only as a whole segment', () => {
    expect(splitBase('/embed/store/athens-grill')).toEqual({
      base: '/embed',
      embed: true,
      language: null,
      path: '/store/athens-grill',
    });
    expect(splitBase('/embed')).toMatchObject({ base: '/embed', path: '/' });
    expect(splitBase('/embed/')).toMatchObject({ base: '/embed', path: '/' });
    expect(splitBase('/embedded/x')).toMatchObject({ base: '', embed: false, path: '/embedded/x' });
    expect(splitBase('/checkout')).toMatchObject({ base: '', embed: false, path: '/checkout' });
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

describe('the pages in another language', () => {
  it("takes a site language's code off a path, after /embed, and only as a whole segment", () => {
    expect(splitBase('/es/store/athens-grill')).toEqual({
      base: '/es',
      embed: false,
      language: 'es',
      path: '/store/athens-grill',
    });
    expect(splitBase('/ar')).toMatchObject({ base: '/ar', language: 'ar', path: '/' });
    expect(splitBase('/embed/fr/checkout')).toEqual({
      base: '/embed/fr',
      embed: true,
      language: 'fr',
      path: '/checkout',
    });
    // Not a language the site speaks, or not a whole segment: part of the page's own path.
    expect(splitBase('/de/checkout')).toMatchObject({ base: '', language: null });
    expect(splitBase('/espresso')).toMatchObject({ base: '', path: '/espresso' });
    // The language comes after /embed, never before.
    expect(splitBase('/es/embed/checkout')).toMatchObject({ base: '/es', path: '/embed/checkout' });
  });

  it('puts every page under a language, embedded or not, and back to the same route', () => {
    for (const base of ['/es', '/embed/ar']) {
      for (const [route] of PAGES) {
        const href = hrefOf(route, base);
        const url = new URL(href, 'http://demo.localhost');
        const split = splitBase(url.pathname);
        expect(split.base, href).toBe(base);
        const back = routeOf(split.path, url.searchParams);
        expect(back, href).toEqual(route.page === 'not_found' ? { page: 'home' } : route);
      }
    }
  });
});
