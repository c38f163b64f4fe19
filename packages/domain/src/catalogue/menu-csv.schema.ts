import { z } from 'zod';

// A business's menu as a CSV file, one line per product (docs/product/menus.md#csv): what the
// file holds, its limits, and what an import answers.

/** The columns, in the order an export writes them; a file may put them in any order. */
export const MENU_CSV_COLUMNS = [
  'category',
  'product',
  'description',
  'price',
  'available',
  'image',
  'option_groups',
] as const;
export type TMenuCsvColumn = (typeof MENU_CSV_COLUMNS)[number];

/** Without these a file is not a menu. */
export const MENU_CSV_REQUIRED: readonly TMenuCsvColumn[] = ['category', 'product', 'price'];

export const MENU_CSV_LIMITS = {
  /** Bytes of the file: 20 MB. */
  bytes: 20 * 1024 * 1024,
  products: 10_000,
  /** Problems listed one by one; past these, one more message counts the rest. */
  problemsListed: 100,
} as const;

/** The multipart field the file is sent in. */
export const MENU_CSV_FILE_FIELD = 'file';

/** `dry_run=true` answers what an import would do and writes nothing. */
export const ZMenuImportQuery = z.object({ dry_run: z.enum(['true', 'false']).optional() });

const ZLineName = z.object({ line: z.number(), name: z.string() });
const ZProductAt = z.object({ line: z.number(), category: z.string(), name: z.string() });

/** The fields of a product that an import changed. */
export const MENU_CSV_PRODUCT_FIELDS = [
  'name',
  'description',
  'price',
  'image',
  'available',
  'option_groups',
] as const;
export type TMenuCsvProductField = (typeof MENU_CSV_PRODUCT_FIELDS)[number];

/**
 * What an import does (or, in a dry run, would do) to the menu: categories and products matched
 * by category name and product name, whatever their case. `line` is the file's line (the header
 * is line 1); a removed item has none. `errors` lists every problem of the file, by line: a file
 * with any is not imported.
 */
export const ZMenuImportResult = z.object({
  dry_run: z.boolean(),
  added: z.object({ categories: z.array(ZLineName), products: z.array(ZProductAt) }),
  changed: z.object({
    /** A category whose name the file writes otherwise (its case or spacing). */
    categories: z.array(ZLineName.extend({ was: z.string() })),
    products: z.array(ZProductAt.extend({ fields: z.array(z.enum(MENU_CSV_PRODUCT_FIELDS)) })),
  }),
  removed: z.object({
    categories: z.array(z.object({ name: z.string() })),
    products: z.array(z.object({ category: z.string(), name: z.string() })),
  }),
  /** Products matched and left as they were. */
  unchanged: z.number(),
  /** Whether the categories, or the products of a category, come in another order. */
  reordered: z.boolean(),
  errors: z.array(z.string()),
});
export type TMenuImportResult = z.infer<typeof ZMenuImportResult>;
