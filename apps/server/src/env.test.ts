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
