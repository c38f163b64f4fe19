import type { TBusinessesQuery, TBusinessPage } from '@oc/domain/catalogue/catalogue.schema';
import type { TScope } from '../../lib/scope';
import * as repo from './businesses.repository';

/** GET /api/businesses: a page of the project's businesses, by name, searched by name or slug. */
export async function searchBusinesses(
  scope: TScope,
  query: TBusinessesQuery,
): Promise<TBusinessPage> {
  const { items, total } = await repo.searchBusinesses(scope, {
    search: query.search || undefined,
    slug: query.slug || undefined,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { items, total, page: query.page, page_size: query.page_size };
}
