/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { THideablePath, THideableUnder } from '@oc/domain/themes/theme-paths';
import type { TPageData } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { useLanguage, useWords } from '../words';
import { Cuisines, estimateTexts, factTexts, Opening, WeekHours } from './business-facts';
import { BusinessGrid, headerOf, logoOf } from './business-grid';
import { Img } from './image';
import { CategoryNav, ProductsBlock } from './products';

type TBusinessData = Extract<TPageData, { page: 'business' }>;

const VIEW = 'business_view.components';
const HEADER = `${VIEW}.header.components` as const;
const INFO = `${VIEW}.information.components` as const;

/** What the business tells about itself; each line hidden by its own leaf, and absent if not given. */
function Information({ data, theme }: { data: TBusinessData; theme: TThemeView }) {
  const { business } = data;
  const shows = (part: THideableUnder<typeof INFO>) => !theme.isHidden(`${INFO}.${part}`);
  const photos = [business.header, business.logo].filter((p): p is string => p !== null);
  const t = useWords();
  const estimates = estimateTexts(business, t);
  const rows = [
    shows('description') && business.description
      ? [t('business.about'), business.description]
      : null,
    shows('delivery_time') && estimates.delivery
      ? [t('business.delivery_time'), estimates.delivery]
      : null,
    shows('pickup_time') && estimates.pickup ? [t('business.pickup_time'), estimates.pickup] : null,
  ].filter((r) => r !== null);
  const hasAddress = shows('address') && business.address !== '';
  const hasPhotos = shows('images') && photos.length > 0;
  return (
    <section class="business-information" aria-labelledby="information-title">
      <h2 id="information-title">{t('business.information')}</h2>
      {rows.length > 0 || hasAddress || business.phone ? (
        <dl>
          {rows.map(([term, detail]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
          {hasAddress ? (
            <div>
              <dt>{t('business.address')}</dt>
              <dd>
                <address>{business.address}</address>
              </dd>
            </div>
          ) : null}
          {business.phone ? (
            <div>
              <dt>{t('business.phone')}</dt>
              <dd>
                <a href={`tel:${business.phone.replace(/[^+\d]/g, '')}`}>{business.phone}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <WeekHours business={business} />
      {hasPhotos ? (
        <ul class="business-photos" aria-label={t('business.photos')}>
          {photos.map((src, i) => (
            <li key={src}>
              <Img
                class="business-photo"
                src={src}
                alt={t('business.photo', { name: business.name })}
                width={320}
                height={240}
                sizes="(min-width: 640px) 320px, 50vw"
                // The first may be the largest thing on a phone's first screen: never lazy.
                isLazy={i > 0}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * A business's page (docs/product/website.md#pages): its header, whether it is open, its facts and
 * week's hours, its menu and other businesses of the website, each part hidden by its own leaf.
 */
export function BusinessPage({
  theme,
  data,
  now,
}: {
  theme: TThemeView;
  data: TBusinessData;
  now: Date;
}) {
  const { business, menu } = data;
  const shows = (path: THideablePath) => !theme.isHidden(path);
  const header = headerOf(business, theme);
  const logo = logoOf(business, theme);
  const isCategoriesFirst =
    theme.flags.isFranchise && shows(`${VIEW}.categories.components.show_first`);
  const t = useWords();
  const facts = factTexts(business, t, useLanguage());
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
          <p class="business-opening">
            <Opening business={business} now={now} />
          </p>
          {shows(`${HEADER}.business_info`) ? (
            <>
              <Cuisines cuisines={business.cuisines} />
              {facts.length > 0 ? (
                <ul class="business-info">
                  {facts.map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
      {isCategoriesFirst ? <CategoryNav menu={menu} /> : null}
      <Information data={data} theme={theme} />
      {isCategoriesFirst ? null : <CategoryNav menu={menu} />}
      <ProductsBlock business={business} menu={menu} theme={theme} />
      {shows(`${VIEW}.near_business`) && data.nearby && data.nearby.length > 0 ? (
        <section class="near-business" aria-labelledby="nearby-title">
          <h2 id="nearby-title">{t('business.nearby')}</h2>
          <BusinessGrid businesses={data.nearby} theme={theme} now={now} />
        </section>
      ) : null}
    </div>
  );
}
