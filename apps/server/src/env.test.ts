import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBeUndefined();
  });

  it('takes a comma-separated list of addresses, CIDR ranges and range names', () => {
    expect(
      parseEnv({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8,loopback' }).TRUST_PROXY,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const value of [
      'true',
      '1',
      '*',
      'proxy.example.com',
      '10.0.0.0/33',
      '::1/129',
      '1.2.3.4/8/1',
      ',',
    ]) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(EnvError);
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: must be a comma-separated list of proxy addresses or CIDR ranges/,
      );
    }
  });
});

describe('API_DOCS', () => {
  it('is on by default and turned off by false or 0', () => {
    expect(parseEnv({}).API_DOCS).toBe(true);
    expect(parseEnv({ API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(parseEnv({ API_DOCS: '1' }).API_DOCS).toBe(true);
    expect(parseEnv({ API_DOCS: 'false' }).API_DOCS).toBe(false);
    expect(parseEnv({ API_DOCS: '0' }).API_DOCS).toBe(false);
    expect(() => parseEnv({ API_DOCS: 'off' })).toThrow(/API_DOCS: must be true, false, 1 or 0/);
  });
});

describe('JOB_LEASE_SECONDS', () => {
  it('is 30 by default, takes whole seconds from 2, and refuses anything else', () => {
    expect(parseEnv({}).JOB_LEASE_SECONDS).toBe(30);
    expect(parseEnv({ JOB_LEASE_SECONDS: '2' }).JOB_LEASE_SECONDS).toBe(2);
    expect(parseEnv({ JOB_LEASE_SECONDS: '600' }).JOB_LEASE_SECONDS).toBe(600);
    for (const value of ['1', '0', '-5', '2.5', 'soon', '3601'])
      expect(() => parseEnv({ JOB_LEASE_SECONDS: value }), value).toThrow(/JOB_LEASE_SECONDS: /);
  });
});

describe('custom domain settings', () => {
  it('have defaults: no HTTPS, Let’s Encrypt, the system resolver, a DNS check every minute', () => {
    const env = parseEnv({});
    expect(env.HTTPS_PORT).toBeUndefined();
    expect(env.ACME_DIRECTORY_URL).toBe('https://acme-v02.api.letsencrypt.org/directory');
    expect(env.DNS_RESOLVER).toBeUndefined();
    expect(env.DOMAIN_RECHECK_SECONDS).toBe(60);
  });

  it('take a resolver address with or without a port, and whole seconds from 1 to 3600', () => {
    for (const value of ['127.0.0.1:8053', '10.0.0.2', '[::1]:53'])
      expect(parseEnv({ DNS_RESOLVER: value }).DNS_RESOLVER, value).toBe(value);
    expect(parseEnv({ DOMAIN_RECHECK_SECONDS: '1' }).DOMAIN_RECHECK_SECONDS).toBe(1);
    expect(parseEnv({ DOMAIN_RECHECK_SECONDS: '3600' }).DOMAIN_RECHECK_SECONDS).toBe(3600);
  });

  it('refuse anything else, naming the variable', () => {
    for (const value of ['dns.google', 'http://1.1.1.1', '127.0.0.1:port'])
      expect(() => parseEnv({ DNS_RESOLVER: value }), value).toThrow(/DNS_RESOLVER: /);
    for (const value of ['0', '2.5', 'soon', '3601'])
      expect(() => parseEnv({ DOMAIN_RECHECK_SECONDS: value }), value).toThrow(
        /DOMAIN_RECHECK_SECONDS: /,
      );
    expect(() => parseEnv({ ACME_DIRECTORY_URL: 'ftp://ca.example' })).toThrow(
      /ACME_DIRECTORY_URL: /,
    );
    expect(() => parseEnv({ ACME_EMAIL: 'not-an-email' })).toThrow(/ACME_EMAIL: /);
    expect(() => parseEnv({ HTTPS_PORT: '70000' })).toThrow(/HTTPS_PORT: /);
  });
});

describe('Google Play addresses', () => {
  it("are Google's by default", () => {
    const env = parseEnv({});
    expect(env.GOOGLE_PLAY_API_URL).toBe('https://androidpublisher.googleapis.com');
    expect(env.GOOGLE_OAUTH_TOKEN_URL).toBe('https://oauth2.googleapis.com/token');
  });

  it('take any http(s) address, such as a local fake', () => {
    const env = parseEnv({
      GOOGLE_PLAY_API_URL: 'http://127.0.0.1:4567',
      GOOGLE_OAUTH_TOKEN_URL: 'http://127.0.0.1:4567/token',
    });
    expect(env.GOOGLE_PLAY_API_URL).toBe('http://127.0.0.1:4567');
    expect(env.GOOGLE_OAUTH_TOKEN_URL).toBe('http://127.0.0.1:4567/token');
  });

  it('refuse what is not an http(s) address, naming the variable', () => {
    for (const value of [
      'googleapis.com',
      'ftp://example.com',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(() => parseEnv({ GOOGLE_PLAY_API_URL: value }), value).toThrow(
        /GOOGLE_PLAY_API_URL: must be an http:\/\/ or https:\/\/ address/,
      );
      expect(() => parseEnv({ GOOGLE_OAUTH_TOKEN_URL: value }), value).toThrow(
        /GOOGLE_OAUTH_TOKEN_URL: must be an http:\/\/ or https:\/\/ address/,
      );
    }
  });
});

describe('order limits', () => {
  it('default to 10 orders per address in 10 minutes, 120 per site a minute, 1000 open', () => {
    const env = parseEnv({});
    expect(env.ORDERS_PER_ADDRESS).toBe(10);
    expect(env.ORDERS_PER_ADDRESS_MINUTES).toBe(10);
    expect(env.ORDERS_PER_SITE).toBe(120);
    expect(env.ORDERS_PER_SITE_SECONDS).toBe(60);
    expect(env.OPEN_ORDERS_PER_SITE).toBe(1000);
    expect(parseEnv({ ORDERS_PER_ADDRESS: '3' }).ORDERS_PER_ADDRESS).toBe(3);
  });

  it('take whole numbers from 1 only, naming the variable', () => {
    for (const name of [
      'ORDERS_PER_ADDRESS',
      'ORDERS_PER_ADDRESS_MINUTES',
      'ORDERS_PER_SITE',
      'ORDERS_PER_SITE_SECONDS',
      'OPEN_ORDERS_PER_SITE',
    ])
      for (const value of ['0', '-1', '2.5', 'many'])
        expect(() => parseEnv({ [name]: value }), `${name}=${value}`).toThrow(
          new RegExp(`${name}: `),
        );
  });
});

describe('WEBHOOKS_ALLOW_PRIVATE', () => {
  it('is off by default, may be turned on for development, and stops a production start', () => {
    expect(parseEnv({}).WEBHOOKS_ALLOW_PRIVATE).toBe(false);
    expect(parseEnv({ WEBHOOKS_ALLOW_PRIVATE: '1' }).WEBHOOKS_ALLOW_PRIVATE).toBe(true);
    expect(
      parseEnv({ WEBHOOKS_ALLOW_PRIVATE: '1', NODE_ENV: 'development' }).WEBHOOKS_ALLOW_PRIVATE,
    ).toBe(true);
    expect(() => parseEnv({ WEBHOOKS_ALLOW_PRIVATE: '1', NODE_ENV: 'production' })).toThrow(
      /WEBHOOKS_ALLOW_PRIVATE: not allowed when NODE_ENV is production/,
    );
    expect(parseEnv({ NODE_ENV: 'production' }).WEBHOOKS_ALLOW_PRIVATE).toBe(false);
  });
});
