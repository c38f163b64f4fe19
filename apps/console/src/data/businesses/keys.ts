export const businessKeys = {
  all: ['businesses'] as const,
  search: (search: string) => [...businessKeys.all, 'search', search] as const,
  bySlug: (slug: string | null) => [...businessKeys.all, 'slug', slug] as const,
};
