// What an order is made of that the website's page script needs too. Kept apart from
// order.schema.ts, which re-exports them: a module with a zod schema would bring zod into the
// script (apps/website/build.mjs leaves out only the modules the script does not use).

export const ORDER_QUANTITY_MAX = 99;
/** Order types that bring the food to the customer, so they need an address and pay delivery. */
export const DELIVERY_ORDER_TYPES = ['delivery', 'catering_delivery'] as const;

export const isDelivered = (type: string) =>
  (DELIVERY_ORDER_TYPES as readonly string[]).includes(type);
