import { describe, expect, it } from 'vitest';
import { checkTarget, isPublicAddress, type TResolveHost } from './safe-target';

// docs/product/webhooks.md#where-webhooks-may-go. DNS is a stub here: what a host resolves to is
// the test's to choose.

const resolvesTo =
  (...addresses: string[]): TResolveHost =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '0.255.255.255',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.0',
    '100.127.255.255',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.169.254',
    '172.16.0.0',
    '172.31.255.255',
    '192.168.0.1',
    '224.0.0.251',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fdff:ffff::1',
    'fe80::1',
    'febf::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.1.2.3',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::10.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '93.184.215.14',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '169.253.255.255',
    '11.0.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4007:80e::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('checkTarget', () => {
  const strict = (resolve: TResolveHost) => ({ allowPrivate: false, resolve });

  it('answers the first address of a host whose every address is public', async () => {
    expect(
      await checkTarget('https://hooks.example.com/x', strict(resolvesTo('8.8.8.8', '1.1.1.1'))),
    ).toMatchObject({ ok: true, address: '8.8.8.8', family: 4 });
  });

  it('refuses a host with one private address among public ones', async () => {
    expect(
      await checkTarget('https://mixed.example.com/', strict(resolvesTo('8.8.8.8', '10.0.0.1'))),
    ).toEqual({ ok: false, refusal: 'private' });
    expect(
      await checkTarget('https://v6.example.com/', strict(resolvesTo('2606:4700::1', 'fe80::2'))),
    ).toEqual({ ok: false, refusal: 'private' });
  });

  it('refuses a host that does not resolve, and what is not a URL', async () => {
    const fails: TResolveHost = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await checkTarget('https://nowhere.example/', strict(fails))).toEqual({
      ok: false,
      refusal: 'unresolved',
    });
    expect(await checkTarget('https://empty.example/', strict(resolvesTo()))).toEqual({
      ok: false,
      refusal: 'unresolved',
    });
    expect(await checkTarget('not a url', strict(resolvesTo('8.8.8.8')))).toEqual({
      ok: false,
      refusal: 'format',
    });
  });

  it('refuses http, and every other scheme, without the development allowance', async () => {
    for (const url of [
      'http://hooks.example.com/',
      'ftp://hooks.example.com/',
      'file:///etc/passwd',
    ])
      expect(await checkTarget(url, strict(resolvesTo('8.8.8.8')))).toEqual({
        ok: false,
        refusal: 'not-https',
      });
  });

  it('judges literal addresses without asking DNS, in every spelling the URL parser accepts', async () => {
    const never: TResolveHost = async () => {
      throw new Error('DNS must not be asked for a literal address');
    };
    for (const url of [
      'https://127.0.0.1/',
      'https://2130706433/',
      'https://0x7f000001/',
      'https://0177.0.0.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
    ])
      expect([url, await checkTarget(url, strict(never))]).toEqual([
        url,
        { ok: false, refusal: 'private' },
      ]);
    expect(await checkTarget('https://[2606:4700::1111]/', strict(never))).toMatchObject({
      ok: true,
      address: '2606:4700::1111',
      family: 6,
    });
  });

  it('lets http and private addresses through with the development allowance', async () => {
    expect(
      await checkTarget('http://localhost:8080/x', {
        allowPrivate: true,
        resolve: resolvesTo('127.0.0.1'),
      }),
    ).toMatchObject({ ok: true, address: '127.0.0.1' });
    expect(
      await checkTarget('ftp://localhost/', {
        allowPrivate: true,
        resolve: resolvesTo('127.0.0.1'),
      }),
    ).toEqual({ ok: false, refusal: 'not-https' });
  });
});
