/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { demoMenu } from '@oc/domain/catalogue/demo-menu';
import type { THideablePath, THideableUnder } from '@oc/domain/themes/theme-paths';
import { useHref } from '../site-base';
import type { TPageData } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { BusinessGrid, headerOf, logoOf } from './business-grid';
import { demoFacts } from './demo-facts';
import { formatFee, formatPrice } from './format';
import { Img } from './image';
import { Rating } from './parts';
import { CategoryNav, ProductsBlock, productRoute } from './products';
import { Reviews } from './reviews';

type TBusinessData = Extract<TPageData, { page: 'business' }>;

const VIEW = 'business_view.components';
const HEADER = `${VIEW}.header.components` as const;
const INFO = `${VIEW}.information.components` as const;

/** What the business tells about itself; each line hidden by its own leaf. */
function Information({ data, theme }: { data: TBusinessData; theme: TThemeView }) {
  const { business } = data;
  const facts = demoFacts(business.slug);
  const shows = (part: THideableUnder<typeof INFO>) => !theme.isHidden(`${INFO}.${part}`);
  const photos = [business.header, business.logo].filter((p): p is string => p !== null);
  const rows = [
    shows('description') ? ['About', facts.description] : null,
    shows('delivery_time') ? ['Delivery time', `${facts.deliveryMinutes} min`] : null,
    shows('pickup_time') ? ['Pickup time', `${facts.pickupMinutes} min`] : null,
  ].filter((r) => r !== null);
  const hasPhotos = shows('images') && photos.length > 0;
  if (rows.length === 0 && !shows('address') && !hasPhotos) return null;
  return (
    <section class="business-information" aria-labelledby="information-title">
      <h2 id="information-title">Information</h2>
      <dl>
        {rows.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
        {shows('address') ? (
          <div>
            <dt>Address</dt>
            <dd>
              <address>{facts.address}</address>
            </dd>
          </div>
        ) : null}
      </dl>
      {hasPhotos ? (
        <ul class="business-photos" aria-label="Photos">
          {photos.map((src) => (
            <li key={src}>
              <Img
                class="business-photo"
                src={src}
                alt={`${business.name}, photo`}
                width={320}
                height={240}
                sizes="(min-width: 640px) 320px, 50vw"
                isLazy
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * A business's page (docs/product/website.md#pages): its header, information, menu, what is
 * ordered most, reviews and the businesses nearby, each part hidden by its own leaf.
 */
export function BusinessPage({ theme, data }: { theme: TThemeView; data: TBusinessData }) {
  const href = useHref();
  const { business } = data;
  const facts = demoFacts(business.slug);
  const menu = demoMenu(business.slug);
  const shows = (path: THideablePath) => !theme.isHidden(path);
  const header = headerOf(business, theme);
  const logo = logoOf(business, theme);
  const isCategoriesFirst =
    theme.flags.isFranchise && shows(`${VIEW}.categories.components.show_first`);
  const often = menu.slice(0, 3).flatMap((c) => c.products.slice(0, 1));
  return (
    <div class="business-page">
      {shows(`${VIEW}.header`) ? (
        <div class="business-header">
          <Img
            class="business-header-image"
            src={header}
            alt=""
            width={1350}
            height={400}
            sizes="100vw"
          />
        </div>
      ) : null}
      <div class="business-title">
        {shows(`${HEADER}.logo`) ? (
          <Img class="business-logo" src={logo} alt="" width={96} height={96} sizes="96px" />
        ) : null}
        <div>
          <h1>{business.name}</h1>
          {shows(`${HEADER}.business_info`) ? (
            <ul class="business-info">
              <li>{facts.cuisine}</li>
              <li>Delivery {formatFee(facts.fee)}</li>
              <li>{facts.deliveryMinutes} min</li>
              <li>{facts.distance.toFixed(1)} km</li>
            </ul>
          ) : null}
          {shows(`${HEADER}.reviews`) ? (
            <p class="business-rating">
              <a href="#reviews">
                <Rating rating={facts.rating} count={facts.reviewCount} />
              </a>
            </p>
          ) : null}
        </div>
      </div>
      {isCategoriesFirst ? <CategoryNav menu={menu} /> : null}
      <Information data={data} theme={theme} />
      {isCategoriesFirst ? null : <CategoryNav menu={menu} />}
      {shows(`${VIEW}.products_ordered`) ? (
        <section class="products-ordered" aria-labelledby="ordered-title">
          <h2 id="ordered-title">Ordered often</h2>
          <ul>
            {often.map((p) => (
              <li key={p.id}>
                <a href={href(productRoute(business, p))}>{p.name}</a> {formatPrice(p.price)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ProductsBlock business={business} menu={menu} theme={theme} />
      <Reviews facts={facts} theme={theme} />
      {shows(`${VIEW}.near_business`) && data.nearby && data.nearby.length > 0 ? (
        <section class="near-business" aria-labelledby="nearby-title">
          <h2 id="nearby-title">Nearby</h2>
          <BusinessGrid businesses={data.nearby} theme={theme} />
        </section>
      ) : null}
    </div>
  );
}
