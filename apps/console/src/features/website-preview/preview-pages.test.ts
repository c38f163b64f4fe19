import { describe, expect, it } from 'vitest';
import { PREVIEW_PAGES, previewAddress, publicAddress } from './preview-pages';

describe('the preview addresses', () => {
  it('adds the preview flag to each page, after a ? or an &', () => {
    const base = 'http://demo.localhost:8080';
    expect(PREVIEW_PAGES.map((p) => previewAddress(base, p.path))).toEqual([
      'http://demo.localhost:8080/?oc_preview=1',
      'http://demo.localhost:8080/businesses?oc_preview=1',
      'http://demo.localhost:8080/_site/first-business?oc_preview=1',
      'http://demo.localhost:8080/checkout?oc_preview=1',
    ]);
    expect(previewAddress(base, '/businesses?page=2')).toBe(
      'http://demo.localhost:8080/businesses?page=2&oc_preview=1',
    );
  });

  it('links the public page without the flag, whether or not the address ends with /', () => {
    expect(publicAddress('http://demo.localhost:8080/', '/checkout')).toBe(
      'http://demo.localhost:8080/checkout',
    );
  });
});
