import { findDemoProduct } from '@oc/domain/catalogue/demo-menu';
import type { TPlaceOrderRequest } from '@oc/domain/orders/order.schema';

/**
 * The order's lines priced by the server from the business's menu; `errors` names each product
 * not on it.
 */
export function priceOrderLines(
  business: { slug: string; name: string },
  items: TPlaceOrderRequest['items'],
  errors: string[],
) {
  return items.flatMap(({ product_id, quantity }) => {
    const product = findDemoProduct(business.slug, product_id);
    if (!product) {
      errors.push(`“${product_id}” is not on the menu of ${business.name}.`);
      return [];
    }
    const unit = product.price;
    return [{ product_id, name: product.name, quantity, unit_price: unit, total: unit * quantity }];
  });
}
