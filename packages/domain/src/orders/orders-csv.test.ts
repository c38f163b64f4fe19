import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  formatOrdersCsv,
  ORDERS_CSV_COLUMNS,
  orderLineText,
  type TOrdersCsvOrder,
} from './orders-csv';

const ORDER: TOrdersCsvOrder = {
  number: 1042,
  placed_at: '2026-11-20T18:30:00.000Z',
  business: 'Pizza Palace',
  order_type: 'delivery',
  status: 'out_for_delivery',
  customer: { name: 'Ana', phone: '555 0100', address: '1 Main St', internal_number: '4B' },
  total: 2749,
  lines: [
    { name: 'Margherita', quantity: 2, options: [{ name: 'Large', price_delta: 300 }] },
    { name: 'Garlic bread', quantity: 1, options: [] },
  ],
};

const rowsOf = (text: string) =>
  Papa.parse(text.replace(/^\uFEFF/, ''), { delimiter: ',', quoteChar: '"' }).data.filter((row) =>
    row.some(Boolean),
  );

describe('the orders as a CSV file', () => {
  it('writes a header and one line per order, for a spreadsheet', () => {
    const text = formatOrdersCsv([ORDER]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(rowsOf(text)).toEqual([
      [...ORDERS_CSV_COLUMNS],
      [
        '1042',
        '2026-11-20T18:30:00.000Z',
        'Pizza Palace',
        'Delivery',
        'Out for delivery',
        'Ana',
        '555 0100',
        '1 Main St, 4B',
        '27.49',
        '2 × Margherita (Large); 1 × Garlic bread',
      ],
    ]);
  });

  it('keeps a spreadsheet from running a cell as a formula, and quotes commas and quotes', () => {
    const hostile = {
      ...ORDER,
      business: '=HYPERLINK("http://evil","x")',
      customer: { name: '@SUM(A1)', phone: '+1 555 0100', address: '', internal_number: '' },
      lines: [{ name: '-2+3', quantity: 1, options: [] }],
    };
    const [, row] = rowsOf(formatOrdersCsv([hostile]));
    expect(row?.[2]).toBe('\'=HYPERLINK("http://evil","x")');
    expect(row?.[5]).toBe("'@SUM(A1)");
    expect(row?.[6]).toBe("'+1 555 0100");
    expect(row?.[7]).toBe('');
    // The items cell starts with the quantity, so a product's name cannot start it.
    expect(row?.[9]).toBe('1 × -2+3');
    expect(formatOrdersCsv([hostile])).toContain('"\'=HYPERLINK(""http://evil"",""x"")"');
  });

  it('writes an empty file as its header only', () => {
    expect(rowsOf(formatOrdersCsv([]))).toEqual([[...ORDERS_CSV_COLUMNS]]);
  });

  it('writes a line with its options in parentheses', () => {
    expect(
      orderLineText({
        name: 'Pizza',
        quantity: 3,
        options: [
          { name: 'Large', price_delta: 0 },
          { name: 'Extra cheese', price_delta: 100 },
        ],
      }),
    ).toBe('3 × Pizza (Large, Extra cheese)');
  });
});
