/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TDemoProduct } from '@oc/domain/catalogue/demo-menu';
import { ORDER_QUANTITY_MAX } from '@oc/domain/orders/order.schema';
import { useHref } from '../site-base';
import type { TWebsiteBusiness } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { formatPrice } from './format';
import { AddToCart, ProductImage } from './products';

/**
 * One product of a business's menu: name, picture, description, price, and the quantity to add to
 * the cart (the page script reads the form's `quantity` when the button is pressed).
 */
export function ProductPage({
  business,
  product,
  theme,
}: {
  business: TWebsiteBusiness;
  product: TDemoProduct;
  theme: TThemeView;
}) {
  const href = useHref();
  return (
    <article class="product-page">
      <nav aria-label="Breadcrumb" class="breadcrumb">
        <a href={href({ page: 'business', slug: business.slug })}>{business.name}</a>
      </nav>
      <ProductImage theme={theme} isLazy={false} />
      <div class="product-text">
        <h1>{product.name}</h1>
        <p class="product-description">{product.description}</p>
        <p class="price">{formatPrice(product.price)}</p>
        <form class="add-to-cart-form" aria-label={`Add ${product.name} to cart`}>
          <label for="quantity">Quantity</label>
          <input
            id="quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={ORDER_QUANTITY_MAX}
            value={1}
            required
          />
          <AddToCart business={business} product={product} theme={theme} />
        </form>
      </div>
    </article>
  );
}
