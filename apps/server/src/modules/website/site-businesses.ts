import { findBusinessOf } from '../catalogue/find-business-of';
import { listBusinessesOf } from '../catalogue/list-businesses-of';
import type { TSiteContext, TWebsiteBusiness } from './website.types';

// The businesses a website lists (all of the project's, or its franchise's), as its pages show them.

const asWebsiteBusiness = (b: {
  slug: string;
  name: string;
  logo: string | null;
}): TWebsiteBusiness => ({ slug: b.slug, name: b.name, logo: b.logo, header: null });

/** A page of the site's businesses, by name, and how many it lists in all. */
export async function businessPage(
  ctx: TSiteContext,
  page: { limit: number; offset: number },
): Promise<{ items: TWebsiteBusiness[]; total: number }> {
  if (!ctx.businesses) return { items: [], total: 0 };
  const { items, total } = await listBusinessesOf(ctx.scope, ctx.businesses, page);
  return { items: items.map(asWebsiteBusiness), total };
}

/** One of the businesses the site lists, by slug, or null. */
export async function findSiteBusiness(
  ctx: TSiteContext,
  slug: string,
): Promise<TWebsiteBusiness | null> {
  if (!ctx.businesses) return null;
  const found = await findBusinessOf(ctx.scope, ctx.businesses, slug);
  return found && asWebsiteBusiness(found);
}
