import {
  type TSiteLanguage,
  type TTranslations,
  translated,
} from '@oc/domain/website/site-languages';
import { findBusinessOf } from '../catalogue/find-business-of';
import { findMovedBusinessOf } from '../catalogue/find-moved-business-of';
import { listBusinessesOf } from '../catalogue/list-businesses-of';
import type { TSiteContext, TWebsiteBusiness, TWebsiteBusinessDetails } from './website.types';

// The businesses a website lists (all of the project's, or its franchise's), as its pages show
// them: only what the owner stored (docs/product/website.md#where-each-fact-comes-from). In the
// page's language, the name and description are the owner's own version in it when they wrote
// one, else the text as typed; without a language, as typed.

type TStoredBusiness = TWebsiteBusiness & { translations: TTranslations };

/** The card's own fields of a row that has more (an id, the page's facts). */
const asWebsiteBusiness = (b: TStoredBusiness, language?: TSiteLanguage): TWebsiteBusiness => ({
  slug: b.slug,
  name: language ? translated(b.name, b.translations, language, 'name') : b.name,
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

/** A page of the site's businesses, by name (as typed), and how many it lists in all. */
export async function businessPage(
  ctx: TSiteContext,
  page: { limit: number; offset: number },
  language?: TSiteLanguage,
): Promise<{ items: TWebsiteBusiness[]; total: number }> {
  if (!ctx.businesses) return { items: [], total: 0 };
  const { items, total } = await listBusinessesOf(ctx.scope, ctx.businesses, page);
  return { items: items.map((b) => asWebsiteBusiness(b, language)), total };
}

/** One of the businesses the site lists, by slug, with its id (for its menu), or null. */
export async function findSiteBusiness(
  ctx: TSiteContext,
  slug: string,
  language?: TSiteLanguage,
): Promise<{ id: number; business: TWebsiteBusinessDetails } | null> {
  if (!ctx.businesses) return null;
  const found = await findBusinessOf(
    ctx.scope,
    ctx.businesses,
    slug,
    ctx.previewBusinessId ?? null,
  );
  if (!found) return null;
  const { address, phone } = found;
  const description = language
    ? translated(found.description, found.translations, language, 'description')
    : found.description;
  return {
    id: found.id,
    business: { ...asWebsiteBusiness(found, language), description, address, phone },
  };
}

/** The slug now of the site's business whose address `oldSlug` was, or null. */
export async function findMovedSiteBusiness(ctx: TSiteContext, oldSlug: string) {
  return ctx.businesses ? findMovedBusinessOf(ctx.scope, ctx.businesses, oldSlug) : null;
}
