import type { TBusinessesQuery, TBusinessPage } from '@oc/domain/catalogue/catalogue.schema';
import type { TScope } from '../../lib/scope';
import * as repo from './businesses.repository';

/**
 * GET /api/businesses: a page of the project's active businesses (or its archived ones), by name,
 * searched by name or slug. Unpublished ones are listed: the owner still edits them.
 */
export async function searchBusinesses(
  scope: TScope,
  query: TBusinessesQuery,
): Promise<TBusinessPage> {
  const { items, total } = await repo.searchBusinesses(scope, {
    search: query.search || undefined,
    slug: query.slug || undefined,
    isArchived: query.status === 'archived',
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { items, total, page: query.page, page_size: query.page_size };
}
