// How money is written to a customer, the same on the website and in the server's refusals. Every
// amount is whole cents of one currency (docs/decisions/026-businesses-and-menus-in-tables.md).

/** Prices are in this currency's cents (the menus', the orders'). */
export const CURRENCY = 'USD';
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

/** Cents as dollars: 1250 → `$12.50`. */
export const formatMoney = (cents: number) => MONEY.format(cents / 100);
