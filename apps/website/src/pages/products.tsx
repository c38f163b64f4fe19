/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TDemoCategory, TDemoProduct } from '@oc/domain/catalogue/demo-menu';
import { addToCartAttributes } from '../islands/add-to-cart';
import type { TRoute } from '../routes';
import { useHref } from '../site-base';
import type { TWebsiteBusiness } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { formatPrice } from './format';
import { Img } from './image';
import { FavoriteButton } from './parts';

// The products block (docs/product/website.md#what-each-advanced-setting-does): the business's
// demo menu by category. Demo products have no photo, so each shows the theme's product dummy
// image (a neutral box without one) unless the dummy or the image is hidden.

const PRODUCTS = 'business_view.components.products.components';
const PRODUCT = `${PRODUCTS}.product.components` as const;

export const productRoute = (business: TWebsiteBusiness, product: TDemoProduct): TRoute => ({
  page: 'product',
  slug: business.slug,
  productId: product.id,
});

/** The product's picture box: the dummy image, a neutral box, or nothing when hidden. */
export function ProductImage({ theme, isLazy }: { theme: TThemeView; isLazy: boolean }) {
  if (theme.isHidden(`${PRODUCT}.image`) || theme.isHidden(`${PRODUCT}.dummy`)) return null;
  const dummy = theme.value(`${PRODUCTS}.photo.components.dummy_image`);
  return (
    <Img
      class="product-image"
      src={typeof dummy === 'string' ? dummy : null}
      alt=""
      width={240}
      height={240}
      sizes="(min-width: 640px) 160px, 96px"
      isLazy={isLazy}
    />
  );
}

/** The 'Add to cart' button; the page script puts the product in the cart. */
export function AddToCart({
  business,
  product,
  theme,
}: {
  business: TWebsiteBusiness;
  product: TDemoProduct;
  theme: TThemeView;
}) {
  if (theme.isHidden(`${PRODUCTS}.add_to_cart_button`)) return null;
  return (
    <button type="button" class="button add-to-cart" {...addToCartAttributes(business, product)}>
      Add<span class="visually-hidden"> {product.name}</span> to cart
    </button>
  );
}

function ProductCard(props: {
  business: TWebsiteBusiness;
  product: TDemoProduct;
  theme: TThemeView;
  isLazy: boolean;
}) {
  const href = useHref();
  const { business, product, theme } = props;
  const position = theme.value(`${PRODUCT}.image.position`) === 'right' ? 'right' : 'left';
  return (
    <li class={`product-card image-${position}`}>
      <ProductImage theme={theme} isLazy={props.isLazy} />
      <div class="product-text">
        <h3>
          <a href={href(productRoute(business, product))}>{product.name}</a>
        </h3>
        {theme.isHidden(`${PRODUCT}.description`) ? null : (
          <p class="product-description">{product.description}</p>
        )}
        <p class="price">{formatPrice(product.price)}</p>
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

/** Links to the menu's categories. */
export function CategoryNav({ menu }: { menu: TDemoCategory[] }) {
  return (
    <nav class="category-nav" aria-label="Menu categories">
      <ul>
        {menu.map((c) => (
          <li key={c.id}>
            <a href={`#category-${c.id}`}>{c.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The menu, one section per category. */
export function ProductsBlock({
  business,
  menu,
  theme,
}: {
  business: TWebsiteBusiness;
  menu: TDemoCategory[];
  theme: TThemeView;
}) {
  return (
    <div class="products-block">
      {menu.map((category, c) => (
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
