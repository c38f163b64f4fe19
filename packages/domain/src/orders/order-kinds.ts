// What an order is made of that the website's page script needs too. Kept apart from
// order.schema.ts, which re-exports them: a module with a zod schema would bring zod into the
// script (apps/website/build.mjs leaves out only the modules the script does not use).

export const ORDER_QUANTITY_MAX = 99;

/** Every order type there is; which a website offers is its theme's (order-types.ts). */
export const ORDER_TYPES = [
  'delivery',
  'pickup',
  'eat_in',
  'curbside',
  'drive_thru',
  'catering_delivery',
  'catering_pickup',
] as const;

/**
 * The longest search the order inbox takes (order-admin.schema.ts). Here, without zod, for the
 * console's reading of the inbox's address, which every page's code carries.
 */
export const ORDER_SEARCH_MAX = 100;
/** Order types that bring the food to the customer, so they need an address and pay delivery. */
export const DELIVERY_ORDER_TYPES = ['delivery', 'catering_delivery'] as const;

export const isDelivered = (type: string) =>
  (DELIVERY_ORDER_TYPES as readonly string[]).includes(type);
