/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TWebsiteBusiness } from '../site-input';
import type { TThemeView } from '../theme/theme-view';

// TODO(pages): the business block options (docs/product/website.md#business-block).

/** Businesses in rows of the theme's count, each a link to its page. */
export function BusinessGrid({
  businesses,
}: {
  businesses: TWebsiteBusiness[];
  theme: TThemeView;
}) {
  return (
    <ul class="business-grid">
      {businesses.map((b) => (
        <li key={b.slug} class="business-card">
          <a href={`/store/${b.slug}`}>
            {b.logo ? (
              <img class="business-logo" src={b.logo} alt="" width={64} height={64} />
            ) : null}
            <span class="business-name">{b.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
