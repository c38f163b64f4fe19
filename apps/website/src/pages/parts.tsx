/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ComponentChild } from 'preact';
import { useWords } from '../words';
import { HeartIcon } from './icons';

/**
 * A word of the catalogue drawn with its parts: `{{name}}` takes a value, which may be an element
 * (a link, a time), and `[[…]]` is read by screen readers only ('Add[[ {{name}}]] to cart': a
 * sighted customer reads 'Add to cart' beside the product, a screen reader the product's name too),
 * so each language places the element and the hidden words where its sentence needs them.
 */
export function Rich({
  text,
  values = {},
}: {
  text: string;
  values?: Record<string, ComponentChild>;
}) {
  const fill = (part: string) =>
    part
      .split(/\{\{\s*(\w+)\s*\}\}/)
      .map((piece, i) => (i % 2 === 0 ? piece : (values[piece] ?? `{{${piece}}}`)));
  return (
    <>
      {text.split(/(\[\[[\s\S]*?\]\])/).map((part, i) =>
        part.startsWith('[[') ? (
          <span key={i} class="visually-hidden">
            {fill(part.slice(2, -2))}
          </span>
        ) : (
          fill(part)
        ),
      )}
    </>
  );
}

/**
 * A heart that saves something to the customer's favorites; the page script keeps the list
 * (`data-favorite` names what is saved).
 */
export function FavoriteButton({ what, name }: { what: string; name: string }) {
  const t = useWords();
  return (
    <button type="button" class="favorite" aria-pressed="false" data-favorite={what}>
      <HeartIcon />
      <span class="visually-hidden">{t('business.favorite', { name })}</span>
    </button>
  );
}
