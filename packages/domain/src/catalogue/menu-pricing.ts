import { ORDER_QUANTITY_MAX } from '../orders/order.schema';
import type { TMenuOption, TMenuProduct } from './menu.schema';

// What one line of an order costs (docs/product/menus.md#prices): the product's price plus the
// price change of each option chosen, times the quantity. The server prices orders with it and the
// website shows the same numbers, so a price is never taken from the browser.

export type TPricedLine = {
  /** Cents, for one: the price with the chosen options' changes, never below zero. */
  unit_price: number;
  total: number;
  /** The options chosen, in the menu's order. */
  options: TMenuOption[];
};

export type TPriceLineResult = { ok: true; line: TPricedLine } | { ok: false; problems: string[] };

/**
 * The line's price, or every reason it cannot be ordered: sold out, a quantity out of range, an
 * option the product does not offer, too few or too many choices in a group. Choosing the same
 * option twice counts it once.
 */
export function priceLine(
  product: TMenuProduct,
  chosenOptionIds: readonly number[],
  quantity: number,
): TPriceLineResult {
  const problems: string[] = [];
  if (!product.available) problems.push(`${product.name} is sold out.`);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > ORDER_QUANTITY_MAX)
    problems.push(`Choose a quantity from 1 to ${ORDER_QUANTITY_MAX}.`);

  const chosen = new Set(chosenOptionIds);
  const options: TMenuOption[] = [];
  for (const group of product.option_groups) {
    const picked = group.options.filter((option) => chosen.has(option.id));
    for (const option of picked) chosen.delete(option.id);
    options.push(...picked);
    if (picked.length < group.min_choices)
      problems.push(
        group.min_choices === group.max_choices
          ? `Choose ${group.min_choices} for ${group.name}.`
          : `Choose at least ${group.min_choices} for ${group.name}.`,
      );
    if (picked.length > group.max_choices)
      problems.push(`Choose at most ${group.max_choices} for ${group.name}.`);
  }
  // What is left was not found in any of the product's groups.
  if (chosen.size > 0) problems.push(`An option chosen is not one of ${product.name}'s options.`);
  if (problems.length > 0) return { ok: false, problems };

  // A discount option may take the price below zero on paper; a line never costs less than nothing.
  const unit_price = Math.max(
    0,
    options.reduce((sum, option) => sum + option.price_delta, product.price),
  );
  return { ok: true, line: { unit_price, total: unit_price * quantity, options } };
}
