import type { TMenu } from '@oc/domain/catalogue/menu.schema';
import { priceLine } from '@oc/domain/catalogue/menu-pricing';
import type { TMessage } from '@oc/domain/messages/message-text';
import type { TOrderLine, TPlaceOrderRequest } from '@oc/domain/orders/order.schema';

/**
 * The order's lines priced by the server from the business's stored menu (a product id is the
 * menu's id, as text), each with the options chosen: `priceLine` checks every group's choices and
 * adds their price changes, so no price is ever taken from the browser. `errors` names each product
 * not on the menu, sold out, or chosen with options it does not offer or too few or too many (the
 * menu's own checks in English, which the customer is told in their language).
 */
export function priceOrderLines(
  business: { name: string },
  menu: TMenu,
  items: TPlaceOrderRequest['items'],
  errors: (TMessage | string)[],
): TOrderLine[] {
  const products = new Map(
    menu.categories.flatMap((c) => c.products).map((p) => [String(p.id), p]),
  );
  return items.flatMap(({ product_id, quantity, option_ids }) => {
    const product = products.get(product_id);
    if (!product) {
      errors.push({
        key: 'ORDER_PRODUCT_NOT_ON_MENU',
        values: { product: product_id, name: business.name },
      });
      return [];
    }
    const priced = priceLine(product, option_ids, quantity);
    if (!priced.ok) {
      errors.push(...priced.problems);
      return [];
    }
    const { unit_price, total, options } = priced.line;
    return [
      {
        product_id,
        name: product.name,
        // As they were: the order reads the same after the owner renames or reprices an option.
        options: options.map(({ name, price_delta }) => ({ name, price_delta })),
        quantity,
        unit_price,
        total,
      },
    ];
  });
}
