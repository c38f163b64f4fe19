import type {
  TCreateMenuProductRequest,
  TMenu,
  TMenuCategory,
  TMenuOptionGroupInput,
  TMenuProduct,
} from './menu.schema';
import type { TMenuCsv, TMenuCsvCategory, TMenuCsvProduct } from './menu-csv';
import type { TMenuCsvProductField, TMenuImportResult } from './menu-csv.schema';
import type { TMenuCsvProblem } from './menu-csv-problems';

// What importing a menu file does to the menu (docs/product/menus.md#importing): a category is the
// menu's category of the same name, a product the one of the same category name and product name,
// whatever their case; the second line of a name is the second product of that name, so a menu
// whose products share a name comes back as it was. What matches keeps its id (orders and links
// keep pointing at it), the rest is added, and what the file does not have is removed.

export type TMatchedProduct = {
  file: TMenuCsvProduct;
  category: TMenuCsvCategory;
  current: (TMenuProduct & { categoryId: number }) | null;
};

export type TMenuImportMatch = {
  categories: { file: TMenuCsvCategory; current: TMenuCategory | null }[];
  products: TMatchedProduct[];
  removed: {
    categories: TMenuCategory[];
    products: { category: TMenuCategory; product: TMenuProduct }[];
  };
};

const keyOf = (category: string, product: string) =>
  `${category.toLowerCase()}\n${product.toLowerCase()}`;

export function matchMenuImport(menu: TMenu, file: TMenuCsv): TMenuImportMatch {
  const categoryByName = new Map<string, TMenuCategory>();
  const productsByKey = new Map<string, (TMenuProduct & { categoryId: number })[]>();
  for (const category of menu.categories) {
    const name = category.name.toLowerCase();
    if (!categoryByName.has(name)) categoryByName.set(name, category);
    for (const product of category.products) {
      const key = keyOf(category.name, product.name);
      const list = productsByKey.get(key) ?? [];
      list.push({ ...product, categoryId: category.id });
      productsByKey.set(key, list);
    }
  }
  const categories = file.categories.map((c) => ({
    file: c,
    current: categoryByName.get(c.name.toLowerCase()) ?? null,
  }));
  const products = file.categories.flatMap((category) =>
    category.products.map((product) => ({
      file: product,
      category,
      current: productsByKey.get(keyOf(category.name, product.name))?.shift() ?? null,
    })),
  );
  const kept = new Set(categories.flatMap((c) => (c.current ? [c.current.id] : [])));
  const matched = new Set(products.flatMap((p) => (p.current ? [p.current.id] : [])));
  return {
    categories,
    products,
    removed: {
      categories: menu.categories.filter((c) => !kept.has(c.id)),
      products: menu.categories.flatMap((category) =>
        category.products
          .filter((p) => !matched.has(p.id))
          .map((product) => ({ category, product })),
      ),
    },
  };
}

/**
 * A product as the import leaves it: what the file says, and for a column the file does not have,
 * what a matched product had (a new product takes the default).
 */
export function importedProduct(
  fields: TCreateMenuProductRequest,
  current: TMenuProduct | null,
  columns: TMenuCsv['columns'],
): TCreateMenuProductRequest {
  if (!current) return fields;
  const has = new Set(columns);
  return {
    name: fields.name,
    price: fields.price,
    description: has.has('description') ? fields.description : current.description,
    image: has.has('image') ? fields.image : current.image,
    available: has.has('available') ? fields.available : current.available,
    option_groups: has.has('option_groups') ? fields.option_groups : current.option_groups,
  };
}

/** The option groups without their ids, to compare what the owner wrote. */
const groupsText = (groups: TMenuOptionGroupInput[]) =>
  JSON.stringify(
    groups.map((g) => [
      g.name,
      g.min_choices,
      g.max_choices,
      g.options.map((o) => [o.name, o.price_delta]),
    ]),
  );

export function changedFields(
  current: TMenuProduct,
  next: TCreateMenuProductRequest,
): TMenuCsvProductField[] {
  const fields: TMenuCsvProductField[] = [];
  for (const field of ['name', 'description', 'price', 'image', 'available'] as const)
    if (current[field] !== next[field]) fields.push(field);
  if (groupsText(current.option_groups) !== groupsText(next.option_groups))
    fields.push('option_groups');
  return fields;
}

/** Whether the categories, or the products matched, come in another order or another category. */
function isReordered(menu: TMenu, match: TMenuImportMatch): boolean {
  const kept = new Set(match.categories.flatMap((c) => (c.current ? [c.current.id] : [])));
  const before = menu.categories.filter((c) => kept.has(c.id)).map((c) => c.id);
  const after = match.categories.flatMap((c) => (c.current ? [c.current.id] : []));
  if (before.join() !== after.join()) return true;
  const categoryIdOf = new Map(match.categories.map((c) => [c.file, c.current?.id]));
  const placed = match.products.flatMap((p) =>
    p.current ? [`${categoryIdOf.get(p.category)}:${p.current.id}`] : [],
  );
  const matched = new Set(match.products.flatMap((p) => (p.current ? [p.current.id] : [])));
  const was = menu.categories.flatMap((c) =>
    c.products.filter((p) => matched.has(p.id)).map((p) => `${c.id}:${p.id}`),
  );
  return placed.join() !== was.join();
}

/**
 * What the answer of an import says. A line with a problem (the file's own, or any the server
 * found, such as another project's image) is neither added nor changed (the file is not imported
 * until every line is right), but it still matches its product, which is then not listed as
 * removed.
 */
export function summariseImport(
  menu: TMenu,
  file: TMenuCsv,
  match: TMenuImportMatch,
  problems: TMenuCsvProblem[],
): Omit<TMenuImportResult, 'dry_run' | 'errors'> {
  const wrongLines = new Set(problems.map((p) => p.line));
  const result: Omit<TMenuImportResult, 'dry_run' | 'errors'> = {
    added: { categories: [], products: [] },
    changed: { categories: [], products: [] },
    removed: {
      categories: match.removed.categories.map((c) => ({ name: c.name })),
      products: match.removed.products.map((r) => ({
        category: r.category.name,
        name: r.product.name,
      })),
    },
    unchanged: 0,
    reordered: isReordered(menu, match),
  };
  for (const { file: c, current } of match.categories) {
    if (!current) result.added.categories.push({ line: c.line, name: c.name });
    else if (current.name !== c.name)
      result.changed.categories.push({ line: c.line, name: c.name, was: current.name });
  }
  for (const { file: p, category, current } of match.products) {
    if (!p.fields || wrongLines.has(p.line)) continue;
    const at = { line: p.line, category: category.name, name: p.fields.name };
    if (!current) {
      result.added.products.push(at);
      continue;
    }
    const fields = changedFields(current, importedProduct(p.fields, current, file.columns));
    if (fields.length > 0) result.changed.products.push({ ...at, fields });
    else result.unchanged += 1;
  }
  return result;
}
