/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TMenuOptionGroup, TMenuProduct } from '@oc/domain/catalogue/menu.schema';
import { ORDER_QUANTITY_MAX } from '@oc/domain/orders/order.schema';
import { productOptionsAttributes } from '../islands/add-to-cart';
import { useHref } from '../site-base';
import type { TWebsiteBusinessDetails } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { useLanguage, useWords } from '../words';
import type { TPageWords } from './business-facts';
import { formatPrice, formatPriceDelta } from './format';
import { AddToCart, ProductImage } from './products';

/** How many options of a group a customer picks, in words. */
export function choicesText(
  { min_choices: min, max_choices: max }: TMenuOptionGroup,
  t: TPageWords,
): string {
  if (max === 1) return t(min === 0 ? 'product.optional' : 'product.required');
  if (min === 0) return t('product.choose_up_to', { max });
  if (min === max) return t('product.choose', { count: min });
  return t('product.choose_between', { min, max });
}

/**
 * The product's option groups to choose from: radios for a group of one choice, checkboxes for
 * more, each option with its price change; disabled for a product that is sold out.
 */
function OptionGroups({ groups, isDisabled }: { groups: TMenuOptionGroup[]; isDisabled: boolean }) {
  const t = useWords();
  const language = useLanguage();
  if (groups.length === 0) return null;
  return (
    <div class="option-groups">
      {groups.map((group) => {
        const hint = `option-group-${group.id}-hint`;
        return (
          <fieldset
            key={group.id}
            class="option-group"
            aria-describedby={hint}
            disabled={isDisabled}
          >
            <legend>{group.name}</legend>
            <p id={hint} class="option-choices">
              {choicesText(group, t)}
            </p>
            {group.options.map((option) => (
              <label key={option.id} class="option">
                <input
                  type={group.max_choices === 1 ? 'radio' : 'checkbox'}
                  name={`option-group-${group.id}`}
                  value={option.id}
                  data-option
                />
                <span class="option-name">{option.name}</span>
                {option.price_delta === 0 ? null : (
                  <>
                    {' '}
                    <span class="option-price">
                      {formatPriceDelta(option.price_delta, language)}
                    </span>
                  </>
                )}
              </label>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}

/**
 * One product of a business's menu: name, picture, description, price, its options to choose, and
 * the quantity to add to the cart (the page script reads the form's options and `quantity` when the
 * button is pressed, and keeps the button's price up to date); a sold-out product says so instead.
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
  const t = useWords();
  const language = useLanguage();
  return (
    <article class="product-page">
      <nav aria-label={t('product.breadcrumb')} class="breadcrumb">
        <a href={href({ page: 'business', slug: business.slug })}>{business.name}</a>
      </nav>
      <ProductImage product={product} theme={theme} isLazy={false} />
      <div class="product-text">
        <h1>{product.name}</h1>
        {product.description ? <p class="product-description">{product.description}</p> : null}
        <p class="price">{formatPrice(product.price, language)}</p>
        {product.available ? (
          <form
            class="add-to-cart-form"
            aria-label={t('product.add_form', { name: product.name })}
            {...productOptionsAttributes(product)}
          >
            <OptionGroups groups={product.option_groups} isDisabled={false} />
            <label for="quantity">{t('product.quantity')}</label>
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
            <p class="add-to-cart-problems" role="alert" data-add-problems />
            <AddToCart business={business} product={product} theme={theme} hasPrice />
          </form>
        ) : (
          <>
            <OptionGroups groups={product.option_groups} isDisabled />
            <AddToCart business={business} product={product} theme={theme} />
          </>
        )}
      </div>
    </article>
  );
}
