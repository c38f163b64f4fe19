import type { TMenuCsvColumn } from '@oc/domain/catalogue/menu-csv.schema';
import {
  changedFields,
  importedProduct,
  type TMenuImportMatch,
} from '@oc/domain/catalogue/menu-csv-changes';

// The rows an import writes, worked out before any is (docs/product/menus.md#importing): each
// category and product of the file with its id when it matched one of the menu (kept, so orders
// and links still point at it), the ids to delete, and the option groups of the new products and of
// the products whose groups changed. Rows refer to each other by `key` (their place in these
// lists), since a new row has no id until it is written.

/** Where each product of the menu is now in its category (its position column), by id. */
export type TProductPositions = Map<number, number>;

export type TImportPlan = {
  removedProductIds: number[];
  removedCategoryIds: number[];
  /** Every category of the file, in order. */
  categories: { key: number; id: number | null; name: string; position: number }[];
  /** The new products, and the matched ones with anything to write. */
  products: {
    key: number;
    id: number | null;
    category_key: number;
    name: string;
    description: string;
    price: number;
    image: string | null;
    available: boolean;
    position: number;
    replace_groups: boolean;
  }[];
  groups: {
    key: number;
    product_key: number;
    name: string;
    min_choices: number;
    max_choices: number;
    position: number;
  }[];
  options: { group_key: number; name: string; price_delta: number; position: number }[];
};

export function planImport(
  match: TMenuImportMatch,
  columns: TMenuCsvColumn[],
  positions: TProductPositions,
): TImportPlan {
  const plan: TImportPlan = {
    removedProductIds: match.removed.products.map((r) => r.product.id),
    removedCategoryIds: match.removed.categories.map((c) => c.id),
    categories: match.categories.map((c, key) => ({
      key,
      id: c.current?.id ?? null,
      name: c.file.name,
      position: key,
    })),
    products: [],
    groups: [],
    options: [],
  };
  const categoryKey = new Map(match.categories.map((c, key) => [c.file, key]));
  const place = new Map<number, number>();
  for (const { file, category, current } of match.products) {
    // The import is refused while any line has a problem, so every product here has its fields.
    if (!file.fields) throw new Error(`line ${file.line} was not read`);
    const key = categoryKey.get(category) ?? -1;
    const position = place.get(key) ?? 0;
    place.set(key, position + 1);
    const next = importedProduct(file.fields, current, columns);
    const categoryId = plan.categories[key]?.id;
    const changed = current ? changedFields(current, next) : [];
    const isMoved = current !== null && current.categoryId !== categoryId;
    const isPlaced = current !== null && positions.get(current.id) === position;
    if (current && changed.length === 0 && !isMoved && isPlaced) continue;
    const replaceGroups = !current || changed.includes('option_groups');
    const productKey = plan.products.length;
    plan.products.push({
      key: productKey,
      id: current?.id ?? null,
      category_key: key,
      name: next.name,
      description: next.description,
      price: next.price,
      image: next.image,
      available: next.available,
      position,
      replace_groups: replaceGroups,
    });
    if (!replaceGroups) continue;
    for (const [groupPosition, group] of next.option_groups.entries()) {
      const groupKey = plan.groups.length;
      plan.groups.push({
        key: groupKey,
        product_key: productKey,
        name: group.name,
        min_choices: group.min_choices,
        max_choices: group.max_choices,
        position: groupPosition,
      });
      for (const [position, option] of group.options.entries())
        plan.options.push({
          group_key: groupKey,
          name: option.name,
          price_delta: option.price_delta,
          position,
        });
    }
  }
  return plan;
}
