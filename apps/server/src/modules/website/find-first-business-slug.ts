import { businessPage } from './site-businesses';
import type { TSiteContext } from './website.types';

/** The first business of the site's listing, for the preview's business page. */
export async function findFirstBusinessSlug(ctx: TSiteContext): Promise<string | null> {
  const { items } = await businessPage(ctx, { limit: 1, offset: 0 });
  return items[0]?.slug ?? null;
}
