/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TMenu, TMenuProduct } from '@oc/domain/catalogue/menu.schema';
import { addToCartAttributes } from '../islands/add-to-cart';
import type { TRoute } from '../routes';
import { useHref } from '../site-base';
import type { TWebsiteBusinessDetails } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { useLanguage, useWords } from '../words';
import { formatPrice } from './format';
import { Img } from './image';
import { FavoriteButton, Rich } from './parts';

// The products block (docs/product/website.md#what-each-advanced-setting-does): the business's
// stored menu, its categories in the owner's order. A product shows its own picture; one without
// shows the theme's product dummy image (a neutral box without one) unless the dummy is hidden.

const PRODUCTS = 'business_view.components.products.components';
const PRODUCT = `${PRODUCTS}.product.components` as const;

export const productRoute = (
  business: { slug: string },
  product: Pick<TMenuProduct, 'id'>,
): TRoute => ({
  page: 'product',
  slug: business.slug,
  productId: String(product.id),
});

/** The product's picture: its own, else the dummy image or a neutral box, or nothing when hidden. */
export function ProductImage({
  product,
  theme,
  isLazy,
}: {
  product: TMenuProduct;
  theme: TThemeView;
  isLazy: boolean;
}) {
  if (theme.isHidden(`${PRODUCT}.image`)) return null;
  if (product.image === null && theme.isHidden(`${PRODUCT}.dummy`)) return null;
  const dummy = theme.value(`${PRODUCTS}.photo.components.dummy_image`);
  return (
    <Img
      class="product-image"
      src={product.image ?? (typeof dummy === 'string' ? dummy : null)}
      alt=""
      width={240}
      height={240}
      sizes="(min-width: 640px) 160px, 96px"
      isLazy={isLazy}
    />
  );
}

/** Whether a product has a group that needs a choice: it is added from its own page. */
const needsChoice = (product: TMenuProduct) => product.option_groups.some((g) => g.min_choices > 0);

/**
 * 'Add to cart' (the page script puts the product in the cart), 'Choose options' for a product with
 * a group that needs a choice (its page has them; `isOnProductPage` is that page's own button,
 * which also shows the price of what is chosen), or 'Sold out' for a product the owner marked
 * unavailable. Sighted customers read 'Add to cart'; a screen reader names the product too. The
 * words are one inline run inside the flex button: as separate flex items the space before 'to
 * cart' would collapse ('Addto cart').
 */
export function AddToCart({
  business,
  product,
  theme,
  hasPrice = false,
}: {
  business: TWebsiteBusinessDetails;
  product: TMenuProduct;
  theme: TThemeView;
  /** The product page's button: it shows the price of the options and quantity chosen. */
  hasPrice?: boolean;
}) {
  const href = useHref();
  const t = useWords();
  const language = useLanguage();
  if (!product.available) return <p class="sold-out">{t('product.sold_out')}</p>;
  if (theme.isHidden(`${PRODUCTS}.add_to_cart_button`)) return null;
  if (!hasPrice && needsChoice(product))
    return (
      <a class="button add-to-cart" href={href(productRoute(business, product))}>
        <span>
          <Rich text={t('product.choose_options')} values={{ name: product.name }} />
        </span>
      </a>
    );
  return (
    <button type="button" class="button add-to-cart" {...addToCartAttributes(business, product)}>
      <span>
        <Rich text={t('product.add')} values={{ name: product.name }} />
        {hasPrice ? (
          <>
            {' · '}
            <span data-line-price>{formatPrice(product.price, language)}</span>
          </>
        ) : null}
      </span>
    </button>
  );
}

function ProductCard(props: {
  business: TWebsiteBusinessDetails;
  product: TMenuProduct;
  theme: TThemeView;
  isLazy: boolean;
}) {
  const href = useHref();
  const { business, product, theme } = props;
  const language = useLanguage();
  const position = theme.value(`${PRODUCT}.image.position`) === 'right' ? 'right' : 'left';
  return (
    <li class={`product-card image-${position}${product.available ? '' : ' is-sold-out'}`}>
      <ProductImage product={product} theme={theme} isLazy={props.isLazy} />
      <div class="product-text">
        <h3>
          <a href={href(productRoute(business, product))}>{product.name}</a>
        </h3>
        {theme.isHidden(`${PRODUCT}.description`) || !product.description ? null : (
          <p class="product-description">{product.description}</p>
        )}
        <p class="price">{formatPrice(product.price, language)}</p>
        <div class="product-actions">
          <AddToCart business={business} product={product} theme={theme} />
          {theme.isHidden(`${PRODUCT}.favorite`) ? null : (
            <FavoriteButton what={`product:${business.slug}:${product.id}`} name={product.name} />
          )}
        </div>
      </div>
    </li>
  );
}

/** The categories a customer can order from: those with at least one product. */
const shownCategories = (menu: TMenu) => menu.categories.filter((c) => c.products.length > 0);

/** Links to the menu's categories. */
export function CategoryNav({ menu }: { menu: TMenu }) {
  const t = useWords();
  const categories = shownCategories(menu);
  if (categories.length === 0) return null;
  return (
    <nav class="category-nav" aria-label={t('business.categories')}>
      <ul>
        {categories.map((c) => (
          <li key={c.id}>
            <a href={`#category-${c.id}`}>{c.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The menu, one section per category; a menu with no product yet says so. */
export function ProductsBlock({
  business,
  menu,
  theme,
}: {
  business: TWebsiteBusinessDetails;
  menu: TMenu;
  theme: TThemeView;
}) {
  const t = useWords();
  const categories = shownCategories(menu);
  if (categories.length === 0)
    return (
      <div class="products-block">
        <p class="menu-empty">{t('business.menu_empty')}</p>
      </div>
    );
  return (
    <div class="products-block">
      {categories.map((category, c) => (
        <section
          key={category.id}
          id={`category-${category.id}`}
          class="category"
          aria-labelledby={`category-${category.id}-title`}
        >
          <h2 id={`category-${category.id}-title`}>{category.name}</h2>
          <ul class="product-list">
            {category.products.map((product) => (
              <ProductCard
                key={product.id}
                business={business}
                product={product}
                theme={theme}
                isLazy={c > 0}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
