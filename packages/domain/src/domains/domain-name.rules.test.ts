import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanDomain, isValidDomain } from './domain-name.rules';

const label = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]$/),
    fc.stringMatching(/^[a-z0-9-]{0,20}$/),
    fc.stringMatching(/^[a-z0-9]$/),
  )
  .map(([a, mid, b]) => (mid.length ? `${a}${mid}${b}` : a));
const tld = fc.stringMatching(/^[a-z]{2,10}$/);
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 4 }), tld)
  .map(([ls, t]) => [...ls, t].join('.'));

describe('isValidDomain', () => {
  it('accepts generated valid domains, in any case', () => {
    fc.assert(fc.property(domain, (d) => isValidDomain(d) && isValidDomain(d.toUpperCase())));
  });

  it('refuses them with a protocol, a slash, a space, a port or a trailing dot', () => {
    fc.assert(
      fc.property(
        domain,
        fc.constantFrom('http://', 'https://', ''),
        fc.constantFrom('/', ' ', ':8080', '.', '/path'),
        (d, p, s) => !isValidDomain(`${p}${d}${s}`),
      ),
    );
    fc.assert(
      fc.property(domain, (d) => !isValidDomain(`https://${d}`) && !isValidDomain(` ${d}`)),
    );
  });

  it('refuses a label that starts or ends with a hyphen', () => {
    fc.assert(
      fc.property(
        label,
        tld,
        (l, t) => !isValidDomain(`-${l}.${t}`) && !isValidDomain(`${l}-.${t}`),
      ),
    );
  });

  it('refuses a one-letter or numeric top-level domain, and a bare name', () => {
    fc.assert(
      fc.property(label, fc.stringMatching(/^[a-z]$/), (l, t) => !isValidDomain(`${l}.${t}`)),
    );
    fc.assert(
      fc.property(label, fc.integer({ min: 0, max: 999 }), (l, n) => !isValidDomain(`${l}.${n}`)),
    );
    expect(isValidDomain('localhost')).toBe(false);
  });

  it('knows the examples', () => {
    for (const ok of ['order.pizza.com', 'my-shop.co.uk', 'a.io', 'x1.example.travel'])
      expect(isValidDomain(ok)).toBe(true);
    for (const bad of [
      '',
      'pizza',
      'pizza..com',
      '.pizza.com',
      'piz_za.com',
      'pizza.c',
      'pizza.123',
      `${'a'.repeat(64)}.com`,
    ]) {
      expect(isValidDomain(bad), bad).toBe(false);
    }
  });
});

describe('cleanDomain', () => {
  it('keeps only the domain of a pasted address, in lower case', () => {
    for (const pasted of [
      'https://Order.Example.com/',
      '  order.example.com  ',
      'HTTP://ORDER.EXAMPLE.COM',
      'https://order.example.com/menu?table=4#top',
      'order.example.com/',
    ])
      expect(cleanDomain(pasted), pasted).toBe('order.example.com');
  });

  it('leaves truly bad input for the check to refuse', () => {
    for (const bad of [
      'order example.com',
      'order.example.com:8080',
      'order.example.com.',
      '-a.com',
      '',
    ])
      expect(isValidDomain(cleanDomain(bad)), bad).toBe(false);
  });

  it('changes nothing of a valid domain but its case', () => {
    fc.assert(fc.property(domain, (d) => cleanDomain(d.toUpperCase()) === d));
  });
});
