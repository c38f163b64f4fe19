import type { TMenuOptionGroup, TMenuProduct } from '@oc/domain/catalogue/menu.schema';
import { priceLine } from '@oc/domain/catalogue/menu-pricing';
import { formatPrice } from '../pages/format';
import type { TWebsiteBusinessDetails } from '../site-input';
import { ENGLISH_ISLAND_WORDS, type TWords, translate } from '../words';
import { asCartItem, requestAdd, type TCartBusiness, type TCartItem } from './cart-store';

// The 'Add to cart' buttons (docs/product/website.md#cart). A product page's form also has the
// product's option groups: the page script prices the choice as the customer makes it and refuses
// to add until every group has its choices, with `priceLine`, the rule the server prices the order
// with, so the cart shows the price the order will have, and in the page's language.

/** What the cart keeps of a business: how to show it, and the facts the checkout orders by. */
export const cartBusinessOf = (b: TWebsiteBusinessDetails): TCartBusiness => ({
  slug: b.slug,
  name: b.name,
  logo: b.logo,
  address: b.address,
  orderTypes: b.orderTypes,
  deliveryFee: b.deliveryFee,
  minimumOrder: b.minimumOrder,
});

/**
 * The attributes of an 'Add to cart' button: what the page script puts in the cart, the product
 * without options at its own price (a product page's form adds the options chosen). The price is
 * for the cart's subtotal only: the server prices the order from the menu.
 */
export function addToCartAttributes(
  business: TWebsiteBusinessDetails,
  product: Pick<TMenuProduct, 'id' | 'name' | 'price'>,
) {
  const item: TCartItem = {
    business: cartBusinessOf(business),
    product: { id: String(product.id), name: product.name, price: product.price, options: [] },
  };
  return { 'data-add-to-cart': JSON.stringify(item) };
}

/** The attribute of a product page's form: the product's price and option groups. */
export const productOptionsAttributes = (
  product: Pick<TMenuProduct, 'price' | 'option_groups'>,
) => ({
  'data-product-options': JSON.stringify({ price: product.price, groups: product.option_groups }),
});

type TFormOptions = { price: number; groups: TMenuOptionGroup[] };

function formOptions(form: HTMLFormElement | null): TFormOptions | null {
  try {
    const options = JSON.parse(form?.getAttribute('data-product-options') ?? 'null');
    return options && Number.isInteger(options.price) && Array.isArray(options.groups)
      ? (options as TFormOptions)
      : null;
  } catch {
    return null;
  }
}

/** The quantity of a form (one when it has none) and the option ids its inputs have chosen. */
function choiceOf(form: HTMLFormElement | null) {
  const field = form?.elements.namedItem('quantity');
  const quantity = field instanceof HTMLInputElement ? Number(field.value) : 1;
  const chosen = [...(form?.querySelectorAll<HTMLInputElement>('[data-option]:checked') ?? [])];
  return {
    quantity: Number.isFinite(quantity) ? quantity : 1,
    optionIds: chosen.map((input) => Number(input.value)),
  };
}

/** The chosen line priced with the product's groups, as the server will price it. */
function priceChoice(item: TCartItem, options: TFormOptions, form: HTMLFormElement) {
  const { quantity, optionIds } = choiceOf(form);
  const product = {
    id: 0,
    name: item.product.name,
    description: '',
    price: options.price,
    image: null,
    available: true,
    option_groups: options.groups,
    translations: {},
  };
  return { quantity, priced: priceLine(product, optionIds, Math.max(1, Math.trunc(quantity))) };
}

/**
 * Why the choice cannot be added, in the page's words: the groups' choices ('Choose 1 for Size.'),
 * which are what a customer can get wrong on the form; any other reason in the rule's own words.
 */
function problemsOf(options: TFormOptions, form: HTMLFormElement, words: TWords, rule: string[]) {
  const chosen = new Set(choiceOf(form).optionIds);
  const problems = options.groups.flatMap((group) => {
    const count = group.options.filter((o) => chosen.has(o.id)).length;
    const values = { group: group.name };
    if (count < group.min_choices)
      return group.min_choices === group.max_choices
        ? [translate(words, 'cart.choose', { ...values, count: group.min_choices })]
        : [translate(words, 'cart.choose_at_least', { ...values, count: group.min_choices })];
    if (count > group.max_choices)
      return [translate(words, 'cart.choose_at_most', { ...values, count: group.max_choices })];
    return [];
  });
  return problems.length > 0 ? problems : rule;
}

/** Shows why the choice cannot be added yet, or nothing. */
function showProblems(form: HTMLFormElement, problems: string[]) {
  const alert = form.querySelector('[data-add-problems]');
  if (alert) alert.textContent = problems.join(' ');
}

/** The product of an 'Add to cart' button, with its form's options and quantity. */
function addFrom(button: Element, words: TWords) {
  let data: unknown = null;
  try {
    data = JSON.parse(button.getAttribute('data-add-to-cart') ?? 'null');
  } catch {
    return;
  }
  const item = asCartItem(data);
  if (!item) return;
  const form = button.closest('form');
  const options = formOptions(form);
  if (!form || !options) {
    requestAdd(item, choiceOf(form).quantity);
    return;
  }
  const { quantity, priced } = priceChoice(item, options, form);
  if (!priced.ok) {
    showProblems(form, problemsOf(options, form, words, priced.problems));
    return;
  }
  showProblems(form, []);
  const chosen = priced.line.options.map(({ id, name, price_delta }) => ({
    id,
    name,
    price_delta,
  }));
  requestAdd(
    { ...item, product: { ...item.product, price: priced.line.unit_price, options: chosen } },
    quantity,
  );
}

/** The button's price follows the options and quantity chosen: '$13.00' for one with +$1.50. */
function updatePrice(form: HTMLFormElement, words: TWords) {
  const options = formOptions(form);
  const price = form.querySelector('[data-line-price]');
  if (!options || !price) return;
  const { quantity, optionIds } = choiceOf(form);
  const chosen = new Set(optionIds);
  const deltas = options.groups
    .flatMap((g) => g.options)
    .filter((o) => chosen.has(o.id))
    .reduce((sum, o) => sum + o.price_delta, 0);
  const count = Math.max(1, Math.min(99, Math.trunc(quantity) || 1));
  price.textContent = formatPrice(Math.max(0, options.price + deltas) * count, words.language);
  showProblems(form, []);
}

/**
 * The page script's handler for every 'Add to cart' button on the page, present or drawn later
 * (the preview replaces the page): the product goes in the cart, as many as the product page's
 * quantity says, with the options chosen, or the cart asks first when it holds another business's
 * products (docs/product/website.md#cart). Enter in the quantity field adds too, instead of
 * reloading. `words`: the page's (client/islands.tsx). Answers a function that stops listening.
 */
export function listenForAddToCart(
  root: Document,
  words: TWords = ENGLISH_ISLAND_WORDS,
): () => void {
  const handleClick = (e: Event) => {
    const button = (e.target as Element | null)?.closest?.('[data-add-to-cart]');
    if (!button) return;
    e.preventDefault();
    addFrom(button, words);
  };
  const handleSubmit = (e: Event) => {
    const button = (e.target as Element | null)?.querySelector?.('[data-add-to-cart]');
    if (!button) return;
    e.preventDefault();
    addFrom(button, words);
  };
  const handleChange = (e: Event) => {
    const form = (e.target as Element | null)?.closest?.('form[data-product-options]');
    if (form instanceof HTMLFormElement) updatePrice(form, words);
  };
  const listeners = [
    ['click', handleClick],
    ['submit', handleSubmit],
    ['change', handleChange],
    ['input', handleChange],
  ] as const;
  for (const [type, listener] of listeners) root.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) root.removeEventListener(type, listener);
  };
}
