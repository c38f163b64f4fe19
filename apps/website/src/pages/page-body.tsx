/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TWebsiteInput } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { HomePage } from './home';

/** The title of a page, as the browser tab shows it. */
export function pageTitle(input: TWebsiteInput): string {
  const site = input.site.name;
  const data = input.data;
  switch (data.page) {
    case 'home':
      return site;
    case 'listing':
      return `Businesses · ${site}`;
    case 'business':
      return `${data.business.name} · ${site}`;
    case 'product':
      return `${data.business.name} · ${site}`;
    case 'checkout':
      return `Checkout · ${site}`;
    case 'confirmation':
      return `Order ${data.order.number} · ${site}`;
    case 'orders':
      return `My orders · ${site}`;
    case 'account':
      return `My account · ${site}`;
    case 'not_found':
      return `${data.title} · ${site}`;
  }
}

/** The page the route asked for, from the data the server loaded for it. */
export function PageBody({ input, theme }: { input: TWebsiteInput; theme: TThemeView }) {
  const data = input.data;
  switch (data.page) {
    case 'home':
      return <HomePage input={input} theme={theme} data={data} />;
    case 'not_found':
      return (
        <section class="not-found">
          <h1>{data.title}</h1>
          <p>{data.detail}</p>
          <a class="button" href="/">
            Go to the homepage
          </a>
        </section>
      );
    default:
      // TODO(pages): listing, business, product, checkout, confirmation, orders, account.
      return <h1>{pageTitle(input)}</h1>;
  }
}
