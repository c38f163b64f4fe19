/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useHref } from '../site-base';

/** A page that is not there (answered with 404). */
export function NotFound({ title, detail }: { title: string; detail: string }) {
  const href = useHref();
  return (
    <section class="page-section not-found">
      <h1>{title}</h1>
      <p>{detail}</p>
      <a class="button" href={href({ page: 'home' })}>
        Go to the homepage
      </a>
    </section>
  );
}
