/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import type { THideableUnder } from '@oc/domain/themes/theme-paths';
import { useHref } from '../site-base';
import type { TWebsiteBusiness } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { useLanguage, useWords } from '../words';
import { Cuisines, factTexts, Opening } from './business-facts';
import { Img } from './image';
import { FavoriteButton } from './parts';

// The business block (docs/product/website.md#what-each-advanced-setting-does): what a business
// card shows, from the business's stored facts, each part hidden by its own leaf; a business
// without a logo or header image shows the theme's dummy image, else a neutral box.

const BLOCK = 'business_listing_view.components.business.components';
const LOGO_DUMMY = 'business_view.components.header.components.logo.dummy_image';
const HEADER_DUMMY = 'business_view.components.header.components.dummy_image';

/** The business's logo, else the theme's dummy logo, else null. */
export function logoOf(business: TWebsiteBusiness, theme: TThemeView): string | null {
  const dummy = theme.value(LOGO_DUMMY);
  return business.logo ?? (typeof dummy === 'string' ? dummy : null);
}

/** The business's header image, else the theme's dummy header, else null. */
export function headerOf(business: TWebsiteBusiness, theme: TThemeView): string | null {
  const dummy = theme.value(HEADER_DUMMY);
  return business.header ?? (typeof dummy === 'string' ? dummy : null);
}

/** How many cards a row holds on a wide screen (the theme's `rows`). */
export const columnsOf = (theme: TThemeView) => {
  const rows = Number(theme.value('business_listing_view.components.layout.rows'));
  return Number.isInteger(rows) && rows >= 2 ? rows : 3;
};

function BusinessCard({
  business,
  theme,
  now,
  isLazy,
}: {
  business: TWebsiteBusiness;
  theme: TThemeView;
  now: Date;
  isLazy: boolean;
}) {
  const href = useHref();
  const shows = (part: THideableUnder<typeof BLOCK>) => !theme.isHidden(`${BLOCK}.${part}`);
  const header = headerOf(business, theme);
  const logo = logoOf(business, theme);
  const columns = columnsOf(theme);
  const facts = factTexts(business, useWords(), useLanguage(), {
    fees: shows('fee'),
    times: shows('time'),
  });
  return (
    <li class="business-card">
      {shows('header') ? (
        <div class="card-media">
          <Img
            class="card-header"
            src={header}
            alt=""
            width={640}
            height={360}
            sizes={`(min-width: 900px) ${Math.ceil(100 / columns)}vw, (min-width: 600px) 50vw, 100vw`}
            isLazy={isLazy}
          />
        </div>
      ) : null}
      <div class="card-body">
        {shows('logo') ? (
          <Img
            class="card-logo"
            src={logo}
            alt=""
            width={56}
            height={56}
            sizes="56px"
            isLazy={isLazy}
          />
        ) : null}
        <div class="card-text">
          <h3>
            <a class="card-link" href={href({ page: 'business', slug: business.slug })}>
              {business.name}
            </a>
          </h3>
          <p class="card-opening">
            <Opening business={business} now={now} />
          </p>
          <Cuisines cuisines={business.cuisines} />
          {facts.length > 0 ? (
            <ul class="card-facts">
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {shows('favorite') ? (
          <FavoriteButton what={`business:${business.slug}`} name={business.name} />
        ) : null}
      </div>
    </li>
  );
}

/** Businesses in rows of the theme's count (`--oc-columns`), each a link to its page. */
export function BusinessGrid({
  businesses,
  theme,
  now,
  eagerCount = 0,
}: {
  businesses: TWebsiteBusiness[];
  theme: TThemeView;
  /** The instant 'open now' is worked out for. */
  now: Date;
  /** How many cards are above the fold (their images load at once). */
  eagerCount?: number;
}) {
  return (
    <ul class="business-grid">
      {businesses.map((b, i) => (
        <BusinessCard key={b.slug} business={b} theme={theme} now={now} isLazy={i >= eagerCount} />
      ))}
    </ul>
  );
}
