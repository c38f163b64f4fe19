/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import type { THideableUnder } from '@oc/domain/themes/theme-paths';
import type { TSiteLanguage } from '@oc/domain/website/site-languages';
import { useHref } from '../site-base';
import type { TPageData, TWebsiteBusiness } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { useLanguage, useWords } from '../words';
import { BusinessGrid, columnsOf } from './business-grid';
import { Img } from './image';
import { Rich } from './parts';

type TListingData = Extract<TPageData, { page: 'listing' }>;

const VIEW = 'business_listing_view';
const HERO = `${VIEW}.components.business_hero.components.image` as const;

/** Each cuisine once, whatever its case, in the page's language's alphabetical order. */
function uniqueCuisines(businesses: TWebsiteBusiness[], language: TSiteLanguage): string[] {
  const byKey = new Map<string, string>();
  for (const cuisine of businesses.flatMap((b) => b.cuisines))
    if (!byKey.has(cuisine.toLowerCase())) byKey.set(cuisine.toLowerCase(), cuisine);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, language));
}

/** Previous, numbered and next links to the listing's pages. */
function Paging({ pageNo, pages }: { pageNo: number; pages: number }) {
  const href = useHref();
  const t = useWords();
  if (pages <= 1) return null;
  const link = (n: number) => href({ page: 'listing', pageNo: n });
  // The first, the last and the neighbours of the current page: a long listing stays one line.
  const numbers = [...new Set([1, pageNo - 1, pageNo, pageNo + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <nav class="paging" aria-label={t('listing.pages')}>
      <ul>
        {pageNo > 1 ? (
          <li>
            <a href={link(pageNo - 1)} rel="prev">
              {t('listing.previous')}
            </a>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            <a href={link(n)} aria-current={n === pageNo ? 'page' : undefined}>
              <Rich text={t('listing.page_number')} values={{ page: n }} />
            </a>
          </li>
        ))}
        {pageNo < pages ? (
          <li>
            <a href={link(pageNo + 1)} rel="next">
              {t('listing.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** A short list of words (the cuisines) under a heading. */
function WordList({ id, title, words }: { id: string; title: string; words: string[] }) {
  if (words.length === 0) return null;
  return (
    <section class="word-list" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {words.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The business listing (docs/product/website.md#pages): the hero image, the cuisines of the
 * businesses shown, the grid and its pages. The owner can turn it off.
 */
export function ListingPage({
  theme,
  data,
  now,
}: {
  theme: TThemeView;
  data: TListingData;
  now: Date;
}) {
  const href = useHref();
  const t = useWords();
  const language = useLanguage();
  if (theme.isHidden(VIEW)) {
    return (
      <section class="page-section">
        <h1>{t('listing.title')}</h1>
        <p>{t('listing.off')}</p>
        <a class="button" href={href({ page: 'home' })}>
          {t('listing.go_home')}
        </a>
      </section>
    );
  }
  const hero = theme.value(HERO);
  const pages = Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize)));
  const shows = (part: THideableUnder<`${typeof VIEW}.components`>) =>
    !theme.isHidden(`${VIEW}.components.${part}`);
  return (
    <>
      <section class="listing-hero">
        {typeof hero === 'string' ? (
          <Img
            class="listing-hero-image"
            src={hero}
            alt=""
            width={900}
            height={200}
            sizes="100vw"
          />
        ) : null}
        <h1>{t('listing.title')}</h1>
        <p>{t('listing.count', { count: data.total })}</p>
      </section>
      {shows('categories') ? (
        <WordList
          id="categories-title"
          title={t('listing.categories')}
          words={uniqueCuisines(data.businesses, language)}
        />
      ) : null}
      <section class="listing" aria-labelledby="all-title">
        <h2 id="all-title">
          {pages > 1 ? t('listing.all_page', { page: data.pageNo, pages }) : t('listing.all')}
        </h2>
        {data.businesses.length === 0 ? (
          <p>{t('listing.empty')}</p>
        ) : (
          <BusinessGrid
            businesses={data.businesses}
            theme={theme}
            now={now}
            eagerCount={columnsOf(theme)}
          />
        )}
        <Paging pageNo={data.pageNo} pages={pages} />
      </section>
    </>
  );
}
