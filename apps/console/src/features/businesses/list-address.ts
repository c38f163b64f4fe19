import type { TBusinessListQuery } from '../../data/businesses/keys';

/**
 * The page of the Businesses list an address asks for (docs/style.md#5-the-url-is-the-state): ?q=
 * the search, ?status=archived the archived businesses (the active ones without it), ?page= from 2
 * on. Anything else reads as its default.
 */
export function listQueryOf(params: URLSearchParams): TBusinessListQuery {
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').trim(),
    status: params.get('status') === 'archived' ? 'archived' : 'active',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}
