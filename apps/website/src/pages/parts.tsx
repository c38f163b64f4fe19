/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { HeartIcon } from './icons';

/**
 * A heart that saves something to the customer's favorites; the page script keeps the list
 * (`data-favorite` names what is saved).
 */
export function FavoriteButton({ what, name }: { what: string; name: string }) {
  return (
    <button type="button" class="favorite" aria-pressed="false" data-favorite={what}>
      <HeartIcon />
      <span class="visually-hidden">Favorite: {name}</span>
    </button>
  );
}
