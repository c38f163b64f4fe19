import { z } from 'zod';

// The project's catalogue as the pickers read it: businesses (searched, paged) and franchises.
export const ZBusiness = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  cuisines: z.array(z.string()),
  address: z.string(),
  published: z.boolean(),
  archived: z.boolean(),
});
export const BUSINESS_PAGE_SIZE_MAX = 100;
export const ZBusinessesQuery = z.object({
  search: z.string().trim().max(255).optional(),
  /** Exact slug: how a picker shows the name of the business already chosen. */
  slug: z.string().trim().max(255).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(BUSINESS_PAGE_SIZE_MAX).default(20),
  /** The pickers list the active businesses; the Businesses page also the archived ones. */
  status: z.enum(['active', 'archived']).default('active'),
});
export type TBusinessesQuery = z.infer<typeof ZBusinessesQuery>;
export const ZBusinessPage = z.object({
  items: z.array(ZBusiness),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type TBusinessPage = z.infer<typeof ZBusinessPage>;

export const ZFranchise = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  header: z.string().nullable(),
});
export type TFranchise = z.infer<typeof ZFranchise>;
