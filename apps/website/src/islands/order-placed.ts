// The checkout tells the page that the store accepted an order, as an event on `window`, just
// before it opens the confirmation. The page script passes it on to the host page when the page is
// in an ordering widget's frame (client/widget-messages.ts); the checkout itself knows nothing of
// widgets.

export const ORDER_PLACED_EVENT = 'oc:order-placed';

/**
 * The order's short number (null if the answer had none) and its total in cents, as the server
 * priced it. Never its public id: that opens the order, and a widget's host page hears this.
 */
export type TOrderPlaced = { number: number | null; total: number };

export const announceOrderPlaced = (order: TOrderPlaced) =>
  window.dispatchEvent(new CustomEvent<TOrderPlaced>(ORDER_PLACED_EVENT, { detail: order }));
