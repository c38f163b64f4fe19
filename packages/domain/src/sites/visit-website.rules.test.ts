import { describe, expect, it } from 'vitest';
import { visitWebsiteUrl } from './visit-website.rules';

const base = {
  domain: null,
  sslStatus: null,
  sslProcessStatus: null,
  siteUrl: null,
  defaultUrl: 'http://demo.localhost:8080',
};

describe('visitWebsiteUrl', () => {
  it('opens the custom domain once it is issued and its process has ended', () => {
    expect(
      visitWebsiteUrl({
        ...base,
        domain: 'order.pizza.com',
        sslStatus: 'issued',
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

  it('never opens a domain whose request ended without a certificate', () => {
    for (const sslStatus of ['cancelled', 'error', 'expired', 'revoked', null] as const)
      expect(
        visitWebsiteUrl({
          ...base,
          domain: 'order.pizza.com',
          sslStatus,
          sslProcessStatus: 'ended',
        }),
        String(sslStatus),
      ).toBe(base.defaultUrl);
  });

  it('uses the configured site url, then the default subdomain', () => {
    expect(visitWebsiteUrl({ ...base, siteUrl: ' https://mine.example ' })).toBe(
      'https://mine.example',
    );
    expect(visitWebsiteUrl({ ...base, siteUrl: '   ' })).toBe(base.defaultUrl);
    expect(visitWebsiteUrl({ ...base, sslProcessStatus: 'ended' })).toBe(base.defaultUrl);
  });
});
