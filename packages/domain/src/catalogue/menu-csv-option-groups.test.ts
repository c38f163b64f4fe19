import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { MENU_MESSAGES as M, ZMenuOptionGroupInput } from './menu.schema';
import { formatOptionGroups, parseOptionGroups } from './menu-csv-option-groups';

const SIZE = {
  name: 'Size',
  min_choices: 1,
  max_choices: 1,
  options: [
    { name: 'Small', price_delta: 0 },
    { name: 'Large', price_delta: 200 },
  ],
};
const EXTRAS = {
  name: 'Extras',
  min_choices: 0,
  max_choices: 3,
  options: [
    { name: 'Cheese', price_delta: 150 },
    { name: 'Olives', price_delta: 100 },
    { name: 'No basil', price_delta: -50 },
  ],
};

describe('option groups in one cell', () => {
  it('writes each group with its choices and each option with its price change', () => {
    expect(formatOptionGroups([SIZE, EXTRAS])).toBe(
      'Size (1-1): Small +0.00 | Large +2.00; Extras (0-3): Cheese +1.50 | Olives +1.00 | No basil -0.50',
    );
    expect(formatOptionGroups([])).toBe('');
  });

  it('reads what it writes', () => {
    expect(parseOptionGroups(formatOptionGroups([SIZE, EXTRAS]))).toEqual({
      groups: [SIZE, EXTRAS],
      problems: [],
    });
  });

  it('reads a cell written by hand: spacing, no choices, no price change, a last ;', () => {
    const { groups, problems } = parseOptionGroups(
      '  Size(1 - 1):Small|Large   +2 ;\nSauce : Tomato | BBQ +0,5 ;  ',
    );
    expect(problems).toEqual([]);
    expect(groups).toEqual([
      {
        name: 'Size',
        min_choices: 1,
        max_choices: 1,
        options: [
          { name: 'Small', price_delta: 0 },
          { name: 'Large', price_delta: 200 },
        ],
      },
      {
        name: 'Sauce',
        options: [
          { name: 'Tomato', price_delta: 0 },
          { name: 'BBQ', price_delta: 50 },
        ],
      },
    ]);
    // The choices a group leaves out are the menu's defaults: 0 to 1.
    expect(ZMenuOptionGroupInput.parse(groups[1])).toMatchObject({
      min_choices: 0,
      max_choices: 1,
    });
    expect(parseOptionGroups('')).toEqual({ groups: [], problems: [] });
    expect(parseOptionGroups(' ; ')).toEqual({ groups: [], problems: [] });
  });

  it('takes a name that ends like choices or a price change as a name when more follows', () => {
    const tricky = {
      name: 'Pick (1-2)',
      min_choices: 0,
      max_choices: 1,
      options: [
        { name: 'Pack +6', price_delta: 100 },
        { name: '-5', price_delta: 0 },
        { name: 'Extra  spaced  name', price_delta: 0 },
      ],
    };
    const cell = formatOptionGroups([tricky]);
    expect(cell).toBe('Pick (1-2) (0-1): Pack +6 +1.00 | -5 +0.00 | Extra  spaced  name +0.00');
    expect(parseOptionGroups(cell).groups).toEqual([tricky]);
  });

  it('escapes the separators and the backslash, and a backslash makes any character plain', () => {
    const group = {
      name: 'a;b|c:d\\e',
      min_choices: 0,
      max_choices: 1,
      options: [{ name: 'x:y;z|w', price_delta: 0 }],
    };
    const cell = formatOptionGroups([group]);
    expect(cell).toBe('a\\;b\\|c\\:d\\\\e (0-1): x\\:y\\;z\\|w +0.00');
    expect(parseOptionGroups(cell).groups).toEqual([group]);
    // Written by hand: \( keeps choices in the name, \+ a price change.
    expect(parseOptionGroups('Pick \\(1-2): Pack \\+6').groups).toEqual([
      { name: 'Pick (1-2)', options: [{ name: 'Pack +6', price_delta: 0 }] },
    ]);
    expect(parseOptionGroups('Sauce: Tomato \\').groups[0]?.options).toEqual([
      { name: 'Tomato \\', price_delta: 0 },
    ]);
  });

  it('says which group has no ":", and leaves a wrong price change for the rules', () => {
    expect(parseOptionGroups('Size (1-1) Small | Large; Sauce: Tomato')).toEqual({
      groups: [{ name: 'Sauce', options: [{ name: 'Tomato', price_delta: 0 }] }],
      problems: [
        {
          place: 'option group "Size (1-1) Small | Large"',
          problem: MESSAGES.MENU_CSV_GROUP_SYNTAX,
        },
      ],
    });
    const { groups } = parseOptionGroups('Extras (0-1): Cheese +1.505 | Ham +1.5.0 | Egg +1x');
    expect(groups[0]?.options.map((o) => o.price_delta)).toEqual([150.5, '+1.5.0', '+1x']);
    const messages = ZMenuOptionGroupInput.safeParse(groups[0]).error?.issues.map((i) => i.message);
    expect(messages).toEqual([M.priceDecimals, M.priceNumber, M.priceNumber]);
    // No option at all is the rules' "1 to 30 options".
    expect(parseOptionGroups('Size (1-1):').groups).toEqual([
      { name: 'Size', min_choices: 1, max_choices: 1, options: [] },
    ]);
  });

  it('reads back any groups it writes (names with ; | : ( ) \\ + - quotes, commas, line breaks)', () => {
    const name = fc
      .stringMatching(/^[a-zA-Z0-9 ;|:()\\+\-.,'"\n=@é😀]{1,20}$/u)
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
    const cents = fc.integer({ min: -100_000_00, max: 100_000_00 });
    const option = fc.record({ name, price_delta: cents });
    const group = fc.record({
      name,
      min_choices: fc.integer({ min: 0, max: 3 }),
      max_choices: fc.integer({ min: 1, max: 3 }),
      options: fc.array(option, { minLength: 1, maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.array(group, { maxLength: 4 }), (groups) => {
        expect(parseOptionGroups(formatOptionGroups(groups))).toEqual({ groups, problems: [] });
      }),
      { numRuns: 500 },
    );
  });
});
