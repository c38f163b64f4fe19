/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import type { THideableUnder } from '@oc/domain/themes/theme-paths';
import type { TThemeView } from '../theme/theme-view';
import type { TDemoFacts } from './demo-facts';
import { formatDate } from './format';
import { Rating, Stars } from './parts';

const REVIEWS = 'business_view.components.reviews';

/** The business page's reviews: a search field, then each review's stars, date and comment. */
export function Reviews({ facts, theme }: { facts: TDemoFacts; theme: TThemeView }) {
  if (theme.isHidden(REVIEWS)) return null;
  const shows = (part: THideableUnder<`${typeof REVIEWS}.components`>) =>
    !theme.isHidden(`${REVIEWS}.components.${part}`);
  return (
    <section id="reviews" class="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      <p>
        <Rating rating={facts.rating} count={facts.reviewCount} />
      </p>
      {shows('search') ? (
        <div class="reviews-search">
          <label for="reviews-search-input">Search reviews</label>
          <input id="reviews-search-input" type="search" name="q" data-review-search />
        </div>
      ) : null}
      <ul class="review-list">
        {facts.reviews.map((r) => (
          <li key={`${r.author}-${r.date}`} class="review">
            <p class="review-author">{r.author}</p>
            {shows('ranking') ? (
              <p class="review-ranking">
                <Stars rating={r.rating} />
              </p>
            ) : null}
            {shows('review_date') ? (
              <p class="review-date">
                <time dateTime={r.date}>{formatDate(r.date)}</time>
              </p>
            ) : null}
            {shows('customer_comments') ? <p class="review-comment">{r.comment}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
