import type {
  TMenu,
  TMenuCategory,
  TMenuOptionGroup,
  TMenuProduct,
} from '@oc/domain/catalogue/menu.schema';
import type { TScope } from '../../lib/scope';
import {
  readCategoryRows,
  readMenuRows,
  readProductRows,
  type TProductRows,
} from './menu-read.repository';

// The menu as the API answers it (ZMenu), built from the rows of one statement, each list already
// in order (position, then id).

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

function productsOf(rows: TProductRows): TMenuProduct[] {
  const optionsOf = groupBy(rows.options, (o) => o.groupId);
  const groupsOf = groupBy(
    rows.groups.map((g): TMenuOptionGroup & { productId: number } => ({
      productId: g.productId,
      id: g.id,
      name: g.name,
      min_choices: g.minChoices,
      max_choices: g.maxChoices,
      options: (optionsOf.get(g.id) ?? []).map((o) => ({
        id: o.id,
        name: o.name,
        price_delta: o.priceDelta,
      })),
    })),
    (g) => g.productId,
  );
  return rows.products.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    image: p.image,
    available: p.available,
    option_groups: (groupsOf.get(p.id) ?? []).map(({ productId: _, ...group }) => group),
    translations: p.translations,
  }));
}

function categoriesOf(rows: Awaited<ReturnType<typeof readMenuRows>>): TMenuCategory[] {
  const products = productsOf(rows);
  const categoryOf = new Map(rows.products.map((p) => [p.id, p.categoryId]));
  const byCategory = groupBy(products, (p) => categoryOf.get(p.id));
  return rows.categories.map((c) => ({
    id: c.id,
    name: c.name,
    products: byCategory.get(c.id) ?? [],
  }));
}

export async function readMenu(scope: TScope, businessId: number): Promise<TMenu> {
  return {
    business_id: businessId,
    categories: categoriesOf(await readMenuRows(scope, businessId)),
  };
}

/** A category of the project with its products, or null. */
export async function readCategory(scope: TScope, categoryId: number) {
  const [category] = categoriesOf(await readCategoryRows(scope, categoryId));
  return category ?? null;
}

/** A product of the project with its option groups, or null. */
export async function readProduct(scope: TScope, productId: number) {
  const [product] = productsOf(await readProductRows(scope, productId));
  return product ?? null;
}
