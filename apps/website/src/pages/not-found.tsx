/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useHref } from '../site-base';
import type { TMissing } from '../site-input';
import { type TWordKey, type TWords, type TWordValues, translate, useWords } from '../words';

/** The words of a missing page: its title, and what is missing, in the page's language. */
export function notFoundWords(missing: TMissing) {
  const { what, ...values } = missing;
  return {
    title: `not_found.${what}.title` as const satisfies TWordKey,
    detail: `not_found.${what}.detail` as const satisfies TWordKey,
    values: values as TWordValues,
  };
}

/** The title of a missing page, for the head. */
export const notFoundTitle = (words: TWords, missing: TMissing) =>
  translate(words, notFoundWords(missing).title);

/** A page that is not there (answered with 404). */
export function NotFound({ missing }: { missing: TMissing }) {
  const href = useHref();
  const t = useWords();
  const { title, detail, values } = notFoundWords(missing);
  return (
    <section class="page-section not-found">
      <h1>{t(title)}</h1>
      <p>{t(detail, values)}</p>
      <a class="button" href={href({ page: 'home' })}>
        {t('not_found.go_home')}
      </a>
    </section>
  );
}
