/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import { useHref } from '../site-base';
import type { TPageData, TWebsiteInput } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { useWords } from '../words';
import { BusinessGrid } from './business-grid';
import { Picture } from './image';

type THomeData = Extract<TPageData, { page: 'home' }>;

/**
 * The homepage: the background image (a mobile one on small screens; full screen when the theme
 * says so), the site's name and description, the homepage content and the first businesses.
 */
export function HomePage({
  input,
  theme,
  data,
}: {
  input: TWebsiteInput;
  theme: TThemeView;
  data: THomeData;
}) {
  const href = useHref();
  const t = useWords();
  // A franchise site without its own homepage image shows the franchise's header: the brand's
  // banner (its logo, its name), shown whole with the text below it rather than on top of it.
  const banner = theme.basic.homepage_background ? null : (input.franchise?.header ?? null);
  const desktop = theme.basic.homepage_background ?? banner ?? input.site.image;
  const mobile = theme.basic.homepage_mobile_background ?? desktop;
  const fullscreen = theme.basic.homepage_image_fullscreen && !banner;
  const listingHidden = theme.isHidden('business_listing_view');
  const look = banner ? ' hero-banner' : `${fullscreen ? ' hero-fullscreen' : ''}`;
  return (
    <>
      <section class={`hero${look}${desktop ? '' : ' hero-plain'}`}>
        {desktop ? (
          <Picture
            class="hero-image"
            desktop={desktop}
            mobile={mobile}
            width={banner ? 900 : 1920}
            height={banner ? 200 : 1280}
            sizes="100vw"
            isUrgent
          />
        ) : null}
        <div class="hero-text">
          <h1>{input.franchise?.name ?? input.site.name}</h1>
          {input.site.description ? <p>{input.site.description}</p> : null}
          {listingHidden ? null : (
            <a class="button" href={href({ page: 'listing', pageNo: 1 })}>
              {t('home.order_now')}
            </a>
          )}
        </div>
      </section>
      {theme.basic.homepage_content.trim() ? (
        <section
          class="rich-text homepage-content"
          dangerouslySetInnerHTML={{ __html: theme.basic.homepage_content }}
        />
      ) : null}
      {listingHidden || data.featured.length === 0 ? null : (
        <section class="featured" aria-labelledby="featured-title">
          <h2 id="featured-title">{t('home.order_from')}</h2>
          <BusinessGrid businesses={data.featured} theme={theme} now={input.now} />
          <p>
            <a href={href({ page: 'listing', pageNo: 1 })}>{t('home.see_all')}</a>
          </p>
        </section>
      )}
    </>
  );
}
