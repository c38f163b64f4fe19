import { describe, expect, it } from 'vitest';
import { visitWebsiteUrl } from './visit-website.rules';

const base = {
  domain: null,
  sslProcessStatus: null,
  siteUrl: null,
  defaultUrl: 'http://demo.localhost:8080',
};

describe('visitWebsiteUrl', () => {
  it('opens the custom domain once its process has ended', () => {
    expect(
      visitWebsiteUrl({
        ...base,
        domain: 'order.pizza.com',
        sslProcessStatus: 'ended',
        siteUrl: 'https://x.com',
      }),
    ).toBe('https://order.pizza.com');
  });

  it('ignores a custom domain whose process is still pending', () => {
    expect(
      visitWebsiteUrl({ ...base, domain: 'order.pizza.com', sslProcessStatus: 'pending' }),
    ).toBe(base.defaultUrl);
    expect(
      visitWebsiteUrl({
        ...base,
        domain: 'order.pizza.com',
        sslProcessStatus: 'pending',
        siteUrl: 'https://x.com',
      }),
    ).toBe('https://x.com');
  });

  it('uses the configured site url, then the default subdomain', () => {
    expect(visitWebsiteUrl({ ...base, siteUrl: ' https://mine.example ' })).toBe(
      'https://mine.example',
    );
    expect(visitWebsiteUrl({ ...base, siteUrl: '   ' })).toBe(base.defaultUrl);
    expect(visitWebsiteUrl({ ...base, sslProcessStatus: 'ended' })).toBe(base.defaultUrl);
  });
});
