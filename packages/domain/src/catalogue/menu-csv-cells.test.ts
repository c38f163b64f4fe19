import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MENU_MESSAGES as M, ZCreateMenuProductRequest } from './menu.schema';
import {
  formatAmount,
  formatAvailable,
  guardFormula,
  parseAmount,
  parseAvailable,
  quoted,
  unguardFormula,
} from './menu-csv-cells';

describe('amounts in a menu file', () => {
  it('reads currency units as cents, without going through a float', () => {
    const cases: [string, number | null][] = [
      ['12.50', 1250],
      ['12.5', 1250],
      ['12', 1200],
      ['12.', 1200],
      ['12,50', 1250],
      [' 0.29 ', 29],
      ['0.07', 7],
      ['1.10', 110],
      ['100000.00', 100_000_00],
      ['12.5000', 1250],
      ['+1', 100],
      ['-1.00', -100],
      ['-0.05', -5],
      ['-0', 0],
    ];
    for (const [text, cents] of cases) expect(parseAmount(text), text).toBe(cents);
  });

  it('leaves a fraction of a cent for more than two decimals, which the rules refuse', () => {
    expect(parseAmount('12.505')).toBe(1250.5);
    expect(parseAmount('0.001')).toBe(0.1);
    const issues = ZCreateMenuProductRequest.safeParse({ name: 'A', price: parseAmount('12.505') })
      .error?.issues;
    expect(issues?.map((i) => i.message)).toEqual([M.priceDecimals]);
  });

  it('reads anything else as not a number', () => {
    for (const text of ['', ' ', 'abc', '12.50 €', '€12', '1,250.00', '1 250', '1e3', '.5', '--1'])
      expect(parseAmount(text), text).toBeNull();
  });

  it('writes cents with two decimals, and reads back what it writes', () => {
    expect([1250, 5, 0, 100_000_00, -100, -5].map(formatAmount)).toEqual([
      '12.50',
      '0.05',
      '0.00',
      '100000.00',
      '-1.00',
      '-0.05',
    ]);
    fc.assert(
      fc.property(fc.integer({ min: -100_000_00, max: 100_000_00 }), (cents) => {
        expect(parseAmount(formatAmount(cents))).toBe(cents);
      }),
    );
  });
});

describe('available in a menu file', () => {
  it('reads yes and no (or true and false) in any case, and empty as yes', () => {
    for (const word of ['yes', 'YES', ' Yes ', 'true', 'TRUE', ''])
      expect(parseAvailable(word)).toBe(true);
    for (const word of ['no', 'No', 'false', ' FALSE ']) expect(parseAvailable(word)).toBe(false);
    expect(parseAvailable('maybe')).toBe('maybe');
    expect(parseAvailable('0')).toBe('0');
    expect([true, false].map(formatAvailable)).toEqual(['yes', 'no']);
  });
});

describe('formula cells', () => {
  it('puts a quote before a cell a spreadsheet would run, and nowhere else', () => {
    for (const cell of ['=1+1', '+33 1 23', '-5', '@SUM(A1)', '\tx', '\rx'])
      expect(guardFormula(cell)).toBe(`'${cell}`);
    for (const cell of ['Pizza', '', "'quoted'", 'a=b', ' =x', '12.50'])
      expect(guardFormula(cell)).toBe(cell);
    // A cell already starting with the quote before a formula character gets one more.
    expect(guardFormula("'=x")).toBe("''=x");
  });

  it('takes exactly that one quote away again, so a cell comes back as it was', () => {
    expect(unguardFormula("'=1+1")).toBe('=1+1');
    expect(unguardFormula("''=x")).toBe("'=x");
    expect(unguardFormula("'quoted'")).toBe("'quoted'");
    expect(unguardFormula("'")).toBe("'");
    fc.assert(
      fc.property(fc.stringMatching(/^['=+\-@\t\r a1]{0,6}$/), (cell) => {
        expect(unguardFormula(guardFormula(cell))).toBe(cell);
        expect(guardFormula(cell)).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});

describe('a value quoted in a problem', () => {
  it('is on one line and cut short', () => {
    expect(quoted('12.505')).toBe('"12.505"');
    expect(quoted(' two\nlines ')).toBe('"two lines"');
    expect(quoted('x'.repeat(100))).toBe(`"${'x'.repeat(39)}…"`);
  });
});
