// The checkout tells the page that the store accepted an order, as an event on `window`, just
// before it opens the confirmation. The page script passes it on to the host page when the page is
// in an ordering widget's frame (client/widget-messages.ts); the checkout itself knows nothing of
// widgets.

export const ORDER_PLACED_EVENT = 'oc:order-placed';

/** The order's public id (its confirmation address) and its total in cents, as the server priced it. */
export type TOrderPlaced = { orderId: string; total: number };

export const announceOrderPlaced = (order: TOrderPlaced) =>
  window.dispatchEvent(new CustomEvent<TOrderPlaced>(ORDER_PLACED_EVENT, { detail: order }));
