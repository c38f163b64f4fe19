import { findDemoProduct } from '@oc/domain/catalogue/demo-menu';
import type { TRoute } from '@oc/website/routes';
import { businessPageData, singleStoreBusiness } from './business-page-data';
import { confirmationPageData, myOrdersPageData } from './order-page-data';
import { notFoundPage, PAGE_NOT_FOUND } from './page-not-found';
import { businessPage, findSiteBusiness } from './site-businesses';
import type { TPageData, TSiteContext } from './website.types';

/** The listing's page size; the home page features the first few. */
const LISTING_PAGE_SIZE = 24;
const FEATURED = 8;

/**
 * What a page shows (TPageData), loaded within the site's project: its businesses, the demo menu,
 * the orders whose public ids the customer's browser keeps (`orderIds`).
 */
export async function getPageData(
  ctx: TSiteContext,
  route: TRoute,
  orderIds: string[],
): Promise<TPageData> {
  switch (route.page) {
    case 'home': {
      const single = await singleStoreBusiness(ctx);
      if (single) return businessPageData(ctx, single);
      const { items } = await businessPage(ctx, { limit: FEATURED, offset: 0 });
      return { page: 'home', featured: items };
    }
    case 'listing': {
      const offset = (route.pageNo - 1) * LISTING_PAGE_SIZE;
      const { items, total } = await businessPage(ctx, { limit: LISTING_PAGE_SIZE, offset });
      return {
        page: 'listing',
        businesses: items,
        total,
        pageNo: route.pageNo,
        pageSize: LISTING_PAGE_SIZE,
      };
    }
    case 'business':
    case 'product': {
      const business = await findSiteBusiness(ctx, route.slug);
      if (!business)
        return notFoundPage(
          'Business not found',
          `No business called “${route.slug}” takes orders on this website.`,
        );
      if (route.page === 'business') return businessPageData(ctx, business);
      if (!findDemoProduct(business.slug, route.productId))
        return notFoundPage(
          'Product not found',
          `${business.name} has no product “${route.productId}” on its menu.`,
        );
      return { page: 'product', business, productId: route.productId };
    }
    case 'confirmation':
      return confirmationPageData(ctx, route.orderId, orderIds);
    case 'orders':
      return myOrdersPageData(ctx, orderIds);
    case 'checkout':
      return { page: 'checkout' };
    case 'account':
      return { page: 'account' };
    case 'not_found':
      return PAGE_NOT_FOUND;
  }
}
