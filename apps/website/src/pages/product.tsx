/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TMenuOptionGroup, TMenuProduct } from '@oc/domain/catalogue/menu.schema';
import { ORDER_QUANTITY_MAX } from '@oc/domain/orders/order.schema';
import { useHref } from '../site-base';
import type { TWebsiteBusinessDetails } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { formatPrice, formatPriceDelta } from './format';
import { AddToCart, ProductImage } from './products';

/** How many options of a group a customer picks, in words. */
function choicesText({ min_choices: min, max_choices: max }: TMenuOptionGroup): string {
  if (min === max) return `Choose ${min}`;
  if (min === 0) return max === 1 ? 'Optional' : `Optional, up to ${max}`;
  return `Choose ${min} to ${max}`;
}

/**
 * The product's option groups and their price changes, to read: choosing them comes with the
 * cart's options (docs/product/website.md#pages).
 */
function OptionGroups({ groups }: { groups: TMenuOptionGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <div class="option-groups">
      {groups.map((group) => (
        <section
          key={group.id}
          class="option-group"
          aria-labelledby={`option-group-${group.id}-title`}
        >
          <h2 id={`option-group-${group.id}-title`}>{group.name}</h2>
          <p class="option-choices">{choicesText(group)}</p>
          <ul>
            {group.options.map((option) => (
              <li key={option.id}>
                {option.name}
                {option.price_delta === 0 ? null : (
                  <span class="option-price"> {formatPriceDelta(option.price_delta)}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * One product of a business's menu: name, picture, description, price, its options, and the
 * quantity to add to the cart (the page script reads the form's `quantity` when the button is
 * pressed); a sold-out product says so instead.
 */
export function ProductPage({
  business,
  product,
  theme,
}: {
  business: TWebsiteBusinessDetails;
  product: TMenuProduct;
  theme: TThemeView;
}) {
  const href = useHref();
  return (
    <article class="product-page">
      <nav aria-label="Breadcrumb" class="breadcrumb">
        <a href={href({ page: 'business', slug: business.slug })}>{business.name}</a>
      </nav>
      <ProductImage product={product} theme={theme} isLazy={false} />
      <div class="product-text">
        <h1>{product.name}</h1>
        {product.description ? <p class="product-description">{product.description}</p> : null}
        <p class="price">{formatPrice(product.price)}</p>
        <OptionGroups groups={product.option_groups} />
        {product.available ? (
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
        ) : (
          <AddToCart business={business} product={product} theme={theme} />
        )}
      </div>
    </article>
  );
}
