/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TWebsiteInput } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { AccountPage } from './account';
import { BusinessPage } from './business';
import { CheckoutPage } from './checkout';
import { ConfirmationPage } from './confirmation';
import { HomePage } from './home';
import { ListingPage } from './listing';
import { MyOrdersPage } from './my-orders';
import { NotFound } from './not-found';
import { ProductPage } from './product';

/**
 * Whether the page answers 404: an unknown address, business or product (the server finds the
 * product on the business's menu, or draws this page).
 */
export const isMissing = (input: TWebsiteInput): boolean => input.data.page === 'not_found';

/** The title of a page, as the browser tab shows it. */
export function pageTitle(input: TWebsiteInput): string {
  const site = input.site.name;
  const data = input.data;
  switch (data.page) {
    case 'home':
      return site;
    case 'listing':
      return data.pageNo > 1 ? `Businesses, page ${data.pageNo} · ${site}` : `Businesses · ${site}`;
    case 'business':
      return `${data.business.name} · ${site}`;
    case 'product':
      return `${data.product.name} · ${data.business.name} · ${site}`;
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
      return <AccountPage theme={theme} />;
    case 'not_found':
      return <NotFound title={data.title} detail={data.detail} />;
  }
}
