import type { TMenu } from '@oc/domain/catalogue/menu.schema';
import { priceLine } from '@oc/domain/catalogue/menu-pricing';
import type { TPlaceOrderRequest } from '@oc/domain/orders/order.schema';

/**
 * The order's lines priced by the server from the business's stored menu (a product id is the
 * menu's id, as text); `errors` names each product not on it, and says which are sold out.
 */
export function priceOrderLines(
  business: { name: string },
  menu: TMenu,
  items: TPlaceOrderRequest['items'],
  errors: string[],
) {
  const products = new Map(
    menu.categories.flatMap((c) => c.products).map((p) => [String(p.id), p]),
  );
  return items.flatMap(({ product_id, quantity }) => {
    const product = products.get(product_id);
    if (!product) {
      errors.push(`“${product_id}” is not on the menu of ${business.name}.`);
      return [];
    }
    // The cart does not choose options yet: a line is the product as listed, at its own price,
    // so its option groups (even one that asks for a choice) are left out of the pricing.
    const priced = priceLine({ ...product, option_groups: [] }, [], quantity);
    if (!priced.ok) {
      errors.push(...priced.problems);
      return [];
    }
    const { unit_price, total } = priced.line;
    return [{ product_id, name: product.name, quantity, unit_price, total }];
  });
}
