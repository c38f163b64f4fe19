import type { TMenuOptionGroupInput } from '@oc/domain/catalogue/menu.schema';
import { and, eq } from 'drizzle-orm';
import { menuOptionGroups, menuOptions } from '../../db/tables/menus';
import type { TScope } from '../../lib/scope';

/**
 * The product's option groups become `groups`, in this order: the old ones go (their options with
 * them, by cascade) and the new ones get new ids. Inside the caller's transaction.
 */
export async function replaceOptionGroups(
  { db, projectId }: TScope,
  productId: number,
  groups: TMenuOptionGroupInput[],
) {
  await db
    .delete(menuOptionGroups)
    .where(
      and(eq(menuOptionGroups.projectId, projectId), eq(menuOptionGroups.productId, productId)),
    );
  if (groups.length === 0) return;
  const inserted = await db
    .insert(menuOptionGroups)
    .values(
      groups.map((group, position) => ({
        projectId,
        productId,
        name: group.name,
        minChoices: group.min_choices,
        maxChoices: group.max_choices,
        position,
      })),
    )
    .returning({ id: menuOptionGroups.id, position: menuOptionGroups.position });
  // Matched by position, which is each group's index here: RETURNING promises no order.
  const idAt = new Map(inserted.map((row) => [row.position, row.id]));
  await db.insert(menuOptions).values(
    groups.flatMap((group, index) =>
      group.options.map((option, position) => ({
        projectId,
        groupId: idAt.get(index) ?? 0,
        name: option.name,
        priceDelta: option.price_delta,
        position,
      })),
    ),
  );
}
