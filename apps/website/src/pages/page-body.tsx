/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { findDemoProduct } from '@oc/domain/catalogue/demo-menu';
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

const PRODUCT_NOT_FOUND = {
  title: 'Product not found',
  detail: 'This business has no such product. It may have left the menu.',
};

/** Whether the page answers 404: an unknown address, or a product the menu does not have. */
export function isMissing(input: TWebsiteInput): boolean {
  const data = input.data;
  if (data.page === 'not_found') return true;
  return data.page === 'product' && !findDemoProduct(data.business.slug, data.productId);
}

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
    case 'product': {
      const product = findDemoProduct(data.business.slug, data.productId);
      return `${product?.name ?? PRODUCT_NOT_FOUND.title} · ${data.business.name} · ${site}`;
    }
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
      return <ListingPage theme={theme} data={data} />;
    case 'business':
      return <BusinessPage theme={theme} data={data} />;
    case 'product': {
      const product = findDemoProduct(data.business.slug, data.productId);
      return product ? (
        <ProductPage business={data.business} product={product} theme={theme} />
      ) : (
        <NotFound {...PRODUCT_NOT_FOUND} />
      );
    }
    case 'checkout':
      return <CheckoutPage input={input} theme={theme} data={data} />;
    case 'confirmation':
      return (
        <ConfirmationPage
          order={data.order}
          customer={data.customer}
          theme={theme}
          values={input.values}
        />
      );
    case 'orders':
      return <MyOrdersPage orders={data.orders} theme={theme} values={input.values} />;
    case 'account':
      return <AccountPage theme={theme} />;
    case 'not_found':
      return <NotFound title={data.title} detail={data.detail} />;
  }
}
