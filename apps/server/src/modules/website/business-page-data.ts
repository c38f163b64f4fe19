import { BASIC_FIELDS } from '@oc/domain/themes/basic-fields';
import { getPath } from '@oc/domain/themes/theme-path';
import type { TSiteLanguage } from '@oc/domain/website/site-languages';
import { readMenu } from '../menus/read-menu';
import { businessPage, findSiteBusiness } from './site-businesses';
import { translatedMenu } from './translated-menu';
import type { TPageData, TSiteContext, TWebsiteBusinessDetails } from './website.types';

/** How many other businesses a business page suggests. */
const NEARBY = 4;

/**
 * A single-store website's business (docs/product/website.md#pages), when it is one; its name and
 * description in `language` when the owner wrote them in it.
 */
export async function singleStoreBusiness(ctx: TSiteContext, language?: TSiteLanguage) {
  if (ctx.site.kind !== 'ordering' || ctx.siteId === null) return null;
  if (getPath(ctx.values, BASIC_FIELDS.type.theme) !== 'single_store') return null;
  const slug = getPath(ctx.values, BASIC_FIELDS.business_slug.theme);
  return typeof slug === 'string' ? findSiteBusiness(ctx, slug, language) : null;
}

/**
 * A business's page: the business, its menu and a few others of the listing, in the page's
 * language (`found` already is).
 */
export async function businessPageData(
  ctx: TSiteContext,
  found: { id: number; business: TWebsiteBusinessDetails },
  language: TSiteLanguage,
): Promise<TPageData> {
  // The whole menu in one statement: every category, product and option, in the owner's order.
  const menu = translatedMenu(await readMenu(ctx.scope, found.id), language);
  const { items } = await businessPage(ctx, { limit: NEARBY + 1, offset: 0 }, language);
  const nearby = items.filter((b) => b.slug !== found.business.slug).slice(0, NEARBY);
  return { page: 'business', business: found.business, menu, nearby };
}
