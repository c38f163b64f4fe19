import type { TSiteLanguage } from '@oc/domain/website/site-languages';
import type { TRoute } from '@oc/website/routes';
import { readMenu } from '../menus/read-menu';
import { businessPageData, singleStoreBusiness } from './business-page-data';
import { confirmationPageData, myOrdersPageData } from './order-page-data';
import { notFoundPage, PAGE_NOT_FOUND } from './page-not-found';
import { businessPage, findMovedSiteBusiness, findSiteBusiness } from './site-businesses';
import { translatedProduct } from './translated-menu';
import type { TPageResult, TSiteContext } from './website.types';

/** The listing's page size; the home page features the first few. */
const LISTING_PAGE_SIZE = 24;
const FEATURED = 8;

/**
 * What a page shows (TPageData), loaded within the site's project: its businesses and their stored
 * menus, the orders whose public ids the customer's browser keeps (`orderIds`). A business's old
 * address answers where it is now (`moved`). Businesses and products are named and described in
 * the page's `language` where the owner wrote a version in it; orders as they were placed.
 */
export async function getPageData(
  ctx: TSiteContext,
  route: TRoute,
  orderIds: string[],
  language: TSiteLanguage,
): Promise<TPageResult> {
  switch (route.page) {
    case 'home': {
      const single = await singleStoreBusiness(ctx, language);
      if (single) return businessPageData(ctx, single, language);
      const { items } = await businessPage(ctx, { limit: FEATURED, offset: 0 }, language);
      return { page: 'home', featured: items };
    }
    case 'listing': {
      const offset = (route.pageNo - 1) * LISTING_PAGE_SIZE;
      const { items, total } = await businessPage(
        ctx,
        { limit: LISTING_PAGE_SIZE, offset },
        language,
      );
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
      const found = await findSiteBusiness(ctx, route.slug, language);
      if (!found) {
        const slug = await findMovedSiteBusiness(ctx, route.slug);
        if (slug) return { moved: { ...route, slug } };
        return notFoundPage({ what: 'business', slug: route.slug });
      }
      if (route.page === 'business') return businessPageData(ctx, found, language);
      const menu = await readMenu(ctx.scope, found.id);
      const product = menu.categories
        .flatMap((c) => c.products)
        .find((p) => String(p.id) === route.productId);
      if (!product)
        return notFoundPage({
          what: 'product',
          business: found.business.name,
          product: route.productId,
        });
      return {
        page: 'product',
        business: found.business,
        product: translatedProduct(product, language),
      };
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
