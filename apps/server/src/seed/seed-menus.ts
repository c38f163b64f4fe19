import * as t from '../db/schema';
import { DEMO_MENUS, type TDemoMenu } from './demo-menus';
import { lookOf } from './demo-product-looks';
import type { TLookName } from './product-pictures';
import type { TSeedTx } from './seed.types';

const key = (...parts: number[]) => parts.join(':');

/**
 * Each named demo business's menu as rows of the menu tables, level by level in four inserts (rows
 * are matched back to their parent by position, not by the order RETURNING gives them in). Products
 * show the stored picture of their look (`pictures`, by look).
 */
export async function seedMenus(
  tx: TSeedTx,
  projectId: number,
  businesses: { id: number; name: string }[],
  pictures: ReadonlyMap<TLookName, string>,
) {
  const menus = businesses.flatMap((b) => {
    const demo = DEMO_MENUS[b.name];
    return demo ? [{ businessId: b.id, menu: demo.menu }] : [];
  });
  if (menus.length === 0) return;
  const pictureOf = (category: TDemoMenu[number], product: string) => {
    const look = lookOf(category, product);
    return look === null ? null : (pictures.get(look) ?? null);
  };

  const categories = await tx
    .insert(t.menuCategories)
    .values(
      menus.flatMap(({ businessId, menu }) =>
        menu.map((c, position) => ({ projectId, businessId, name: c.category, position })),
      ),
    )
    .returning({
      id: t.menuCategories.id,
      businessId: t.menuCategories.businessId,
      position: t.menuCategories.position,
    });
  const categoryId = new Map(categories.map((c) => [key(c.businessId, c.position), c.id]));

  const productRows = menus.flatMap(({ businessId, menu }) =>
    menu.flatMap((c, ci) =>
      c.products.map(([name, description, price, groups], position) => ({
        row: {
          projectId,
          businessId,
          categoryId: categoryId.get(key(businessId, ci)) as number,
          name,
          description,
          price,
          image: pictureOf(c, name),
          position,
        },
        groups: groups ?? [],
      })),
    ),
  );
  const products = await tx
    .insert(t.menuProducts)
    .values(productRows.map((p) => p.row))
    .returning({
      id: t.menuProducts.id,
      categoryId: t.menuProducts.categoryId,
      position: t.menuProducts.position,
    });
  const productId = new Map(products.map((p) => [key(p.categoryId, p.position), p.id]));

  const groupRows = productRows.flatMap((p) =>
    p.groups.map((g, position) => ({
      row: {
        projectId,
        productId: productId.get(key(p.row.categoryId, p.row.position)) as number,
        name: g.name,
        minChoices: g.min,
        maxChoices: g.max,
        position,
      },
      options: g.options,
    })),
  );
  if (groupRows.length === 0) return;
  const groups = await tx
    .insert(t.menuOptionGroups)
    .values(groupRows.map((g) => g.row))
    .returning({
      id: t.menuOptionGroups.id,
      productId: t.menuOptionGroups.productId,
      position: t.menuOptionGroups.position,
    });
  const groupId = new Map(groups.map((g) => [key(g.productId, g.position), g.id]));

  await tx.insert(t.menuOptions).values(
    groupRows.flatMap((g) =>
      g.options.map(([name, priceDelta], position) => ({
        projectId,
        groupId: groupId.get(key(g.row.productId, g.row.position)) as number,
        name,
        priceDelta,
        position,
      })),
    ),
  );
}
