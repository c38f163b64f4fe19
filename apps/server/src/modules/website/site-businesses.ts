import { findBusinessOf } from '../catalogue/find-business-of';
import { findMovedBusinessOf } from '../catalogue/find-moved-business-of';
import { listBusinessesOf } from '../catalogue/list-businesses-of';
import type { TSiteContext, TWebsiteBusiness, TWebsiteBusinessDetails } from './website.types';

// The businesses a website lists (all of the project's, or its franchise's), as its pages show
// them: only what the owner stored (docs/product/website.md#where-each-fact-comes-from).

/** The card's own fields of a row that has more (an id, the page's facts). */
const asWebsiteBusiness = (b: TWebsiteBusiness): TWebsiteBusiness => ({
  slug: b.slug,
  name: b.name,
  logo: b.logo,
  header: b.header,
  cuisines: b.cuisines,
  orderTypes: b.orderTypes,
  deliveryFee: b.deliveryFee,
  minimumOrder: b.minimumOrder,
  deliveryMinutes: b.deliveryMinutes,
  pickupMinutes: b.pickupMinutes,
  timeZone: b.timeZone,
  hours: b.hours,
  closedDates: b.closedDates,
});

/** A page of the site's businesses, by name, and how many it lists in all. */
export async function businessPage(
  ctx: TSiteContext,
  page: { limit: number; offset: number },
): Promise<{ items: TWebsiteBusiness[]; total: number }> {
  if (!ctx.businesses) return { items: [], total: 0 };
  const { items, total } = await listBusinessesOf(ctx.scope, ctx.businesses, page);
  return { items: items.map(asWebsiteBusiness), total };
}

/** One of the businesses the site lists, by slug, with its id (for its menu), or null. */
export async function findSiteBusiness(
  ctx: TSiteContext,
  slug: string,
): Promise<{ id: number; business: TWebsiteBusinessDetails } | null> {
  if (!ctx.businesses) return null;
  const found = await findBusinessOf(
    ctx.scope,
    ctx.businesses,
    slug,
    ctx.previewBusinessId ?? null,
  );
  if (!found) return null;
  const { description, address, phone } = found;
  return { id: found.id, business: { ...asWebsiteBusiness(found), description, address, phone } };
}

/** The slug now of the site's business whose address `oldSlug` was, or null. */
export async function findMovedSiteBusiness(ctx: TSiteContext, oldSlug: string) {
  return ctx.businesses ? findMovedBusinessOf(ctx.scope, ctx.businesses, oldSlug) : null;
}
