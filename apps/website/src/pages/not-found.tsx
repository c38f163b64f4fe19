/** @jsxRuntime automatic */
/** @jsxImportSource preact */

/** A page that is not there (answered with 404). */
export function NotFound({ title, detail }: { title: string; detail: string }) {
  return (
    <section class="page-section not-found">
      <h1>{title}</h1>
      <p>{detail}</p>
      <a class="button" href="/">
        Go to the homepage
      </a>
    </section>
  );
}
