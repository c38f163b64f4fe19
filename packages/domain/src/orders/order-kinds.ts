// What an order is made of that the website's page script needs too. Kept apart from
// order.schema.ts, which re-exports them: a module with a zod schema would bring zod into the
// script (apps/website/build.mjs leaves out only the modules the script does not use).

export const ORDER_QUANTITY_MAX = 99;
/**
 * The longest search the inbox sends. Here, not with the schemas: the console reads the inbox's
 * address before the page's code has come (its loader starts the list), and importing it from
 * order-admin.schema.ts would bring every order schema into every page's first download.
 */
export const ORDER_SEARCH_MAX = 100;
/** Order types that bring the food to the customer, so they need an address and pay delivery. */
export const DELIVERY_ORDER_TYPES = ['delivery', 'catering_delivery'] as const;

export const isDelivered = (type: string) =>
  (DELIVERY_ORDER_TYPES as readonly string[]).includes(type);
