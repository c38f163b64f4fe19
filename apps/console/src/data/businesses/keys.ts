import type { TBusinessesQuery } from '@oc/domain/catalogue/catalogue.schema';

/** A page of the Businesses list: what the address's ?q=, ?status= and ?page= ask for. */
export type TBusinessListQuery = Pick<TBusinessesQuery, 'status' | 'page'> & { search: string };

export const businessKeys = {
  all: ['businesses'] as const,
  search: (search: string) => [...businessKeys.all, 'search', search] as const,
  bySlug: (slug: string | null) => [...businessKeys.all, 'slug', slug] as const,
  lists: () => [...businessKeys.all, 'list'] as const,
  list: (query: TBusinessListQuery) => [...businessKeys.lists(), query] as const,
  /** One business with every field, as GET /api/businesses/:id answers it. */
  detail: (businessId: number) => [...businessKeys.all, 'detail', businessId] as const,
  /** The project's franchises, which a business may belong to. */
  franchises: () => [...businessKeys.all, 'franchises'] as const,
};
