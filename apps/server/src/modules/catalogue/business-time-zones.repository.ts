import { and, eq, inArray } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { businesses, businessSlugRedirects } from '../../db/tables/catalogue';
import type { TScope } from '../../lib/scope';

/**
 * The time zone of the project's businesses the slugs name, now or as an old slug, archived and
 * unpublished ones too, in one statement: `{slug, timeZone}` rows.
 */
export async function findTimeZonesBySlug({ db, projectId }: TScope, slugs: string[]) {
  if (slugs.length === 0) return [];
  return unionAll(
    db
      .select({ slug: businesses.slug, timeZone: businesses.timeZone })
      .from(businesses)
      .where(and(eq(businesses.projectId, projectId), inArray(businesses.slug, slugs))),
    db
      .select({ slug: businessSlugRedirects.slug, timeZone: businesses.timeZone })
      .from(businessSlugRedirects)
      .innerJoin(
        businesses,
        and(
          eq(businesses.projectId, businessSlugRedirects.projectId),
          eq(businesses.id, businessSlugRedirects.businessId),
        ),
      )
      .where(
        and(
          eq(businessSlugRedirects.projectId, projectId),
          inArray(businessSlugRedirects.slug, slugs),
        ),
      ),
  );
}
