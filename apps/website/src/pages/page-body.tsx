/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { pageWordsOf } from '../page-words';
import type { TWebsiteInput } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { translate } from '../words';
import { AccountPage } from './account';
import { BusinessPage } from './business';
import { CheckoutPage } from './checkout';
import { ConfirmationPage } from './confirmation';
import { HomePage } from './home';
import { ListingPage } from './listing';
import { MyOrdersPage } from './my-orders';
import { NotFound, notFoundTitle } from './not-found';
import { ProductPage } from './product';

/**
 * Whether the page answers 404: an unknown address, business or product (the server finds the
 * product on the business's menu, or draws this page).
 */
export const isMissing = (input: TWebsiteInput): boolean => input.data.page === 'not_found';

/** The title of a page, as the browser tab shows it, in the page's language. */
export function pageTitle(input: TWebsiteInput): string {
  const site = input.site.name;
  const data = input.data;
  const words = pageWordsOf(input.language);
  switch (data.page) {
    case 'home':
      return site;
    case 'listing':
      return data.pageNo > 1
        ? translate(words, 'listing.tab_title_page', { page: data.pageNo, site })
        : translate(words, 'listing.tab_title', { site });
    case 'business':
      return `${data.business.name} · ${site}`;
    case 'product':
      return `${data.product.name} · ${data.business.name} · ${site}`;
    case 'checkout':
      return translate(words, 'checkout_page.tab_title', { site });
    case 'confirmation':
      return translate(words, 'confirmation.tab_title', { number: data.order.number, site });
    case 'orders':
      return translate(words, 'orders.tab_title', { site });
    case 'account':
      return translate(words, 'account.tab_title', { site });
    case 'not_found':
      return `${notFoundTitle(words, data.missing)} · ${site}`;
  }
}

/** The page the route asked for, from the data the server loaded for it. */
export function PageBody({ input, theme }: { input: TWebsiteInput; theme: TThemeView }) {
  const data = input.data;
  switch (data.page) {
    case 'home':
      return <HomePage input={input} theme={theme} data={data} />;
    case 'listing':
      return <ListingPage theme={theme} data={data} now={input.now} />;
    case 'business':
      return <BusinessPage theme={theme} data={data} now={input.now} />;
    case 'product':
      return <ProductPage business={data.business} product={data.product} theme={theme} />;
    case 'checkout':
      return <CheckoutPage input={input} theme={theme} />;
    case 'confirmation':
      return (
        <ConfirmationPage
          order={data.order}
          customer={data.customer}
          comments={data.comments}
          timeZone={data.timeZone}
          theme={theme}
          values={input.values}
        />
      );
    case 'orders':
      return (
        <MyOrdersPage
          orders={data.orders}
          timeZones={data.timeZones}
          theme={theme}
          values={input.values}
        />
      );
    case 'account':
      return <AccountPage input={input} theme={theme} />;
    case 'not_found':
      return <NotFound missing={data.missing} />;
  }
}
