import Papa from 'papaparse';
import { formatAmount, guardFormula } from '../catalogue/menu-csv-cells';
import type { TOrderLine } from './order.schema';
import { ORDER_STATUS_WORDS, type TOrderStatus } from './order-status.rules';
import { ORDER_TYPE_DEFAULTS, type TOrderType } from './order-types';

// The orders as a CSV file for a spreadsheet (docs/product/orders.md#export): one line per order,
// newest first. Like the menu's export, a cell a spreadsheet would run as a formula is written as
// text, and the file starts with the mark Excel needs to read UTF-8.

export const ORDERS_CSV_COLUMNS = [
  'number',
  'placed_at',
  'business',
  'type',
  'status',
  'customer_name',
  'phone',
  'address',
  'total',
  'items',
] as const;

/** An order as its export line is written from it; `placed_at` an ISO 8601 instant. */
export type TOrdersCsvOrder = {
  number: number;
  placed_at: string;
  business: string;
  order_type: TOrderType;
  status: TOrderStatus;
  customer: { name: string; phone: string; address: string; internal_number: string };
  /** Cents. */
  total: number;
  lines: Pick<TOrderLine, 'name' | 'quantity' | 'options'>[];
};

const BOM = '\uFEFF';

/** '2 × Margherita (Large, Extra cheese)': a line as the kitchen reads it. */
export function orderLineText(line: Pick<TOrderLine, 'name' | 'quantity' | 'options'>): string {
  const options = line.options.map((o) => o.name).join(', ');
  return `${line.quantity} × ${line.name}${options ? ` (${options})` : ''}`;
}

export function formatOrdersCsv(orders: TOrdersCsvOrder[]): string {
  const lines = orders.map((o) => [
    String(o.number),
    o.placed_at,
    o.business,
    ORDER_TYPE_DEFAULTS[o.order_type]?.title ?? o.order_type,
    ORDER_STATUS_WORDS[o.status],
    o.customer.name,
    o.customer.phone,
    [o.customer.address, o.customer.internal_number].filter(Boolean).join(', '),
    formatAmount(o.total),
    o.lines.map(orderLineText).join('; '),
  ]);
  const rows = [[...ORDERS_CSV_COLUMNS], ...lines.map((cells) => cells.map(guardFormula))];
  return `${BOM}${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;
}
