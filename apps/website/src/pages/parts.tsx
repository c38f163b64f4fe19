/** @jsxRuntime automatic */
/** @jsxImportSource preact */

/**
 * A heart that saves something to the customer's favorites; the page script keeps the list
 * (`data-favorite` names what is saved).
 */
export function FavoriteButton({ what, name }: { what: string; name: string }) {
  return (
    <button type="button" class="favorite" aria-pressed="false" data-favorite={what}>
      <span aria-hidden="true">♡</span>
      <span class="visually-hidden">Favorite: {name}</span>
    </button>
  );
}

/** A star rating out of five, read out as words. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span class="stars">
      <span aria-hidden="true">★</span> {rating.toFixed(1)}
      <span class="visually-hidden"> out of 5</span>
    </span>
  );
}

/** A rating with its number of reviews. */
export function Rating({ rating, count }: { rating: number; count: number }) {
  return (
    <span class="rating">
      <Stars rating={rating} /> ({count} reviews)
    </span>
  );
}
