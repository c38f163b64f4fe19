// The customer's cart (docs/product/website.md#cart): kept in this browser's localStorage, so it
// survives page loads and is shared by the site's tabs. Inside an ordering widget's frame it is kept
// by the frame and the host page instead (islands/widget-frame.ts): a frame of another site may have
// no storage of its own. It holds one business's products: adding
// from another business asks first (`requestAdd` answers 'conflict'). A line is a product with the
// options chosen: the same product with other options is another line.

import type { TOrderingFacts } from '@oc/domain/orders/order-totals.rules';
import type { TOrderType } from '@oc/domain/orders/order-types';
import { widgetFrameOf } from './widget-frame';

/**
 * The cart's business: its address is shown on the checkout ('' when it has none), and its
 * ordering facts (the types it takes, its delivery fee and minimum) tell the cart and the checkout
 * what the server will check. Each 'Add to cart' writes them afresh; when it takes orders, the
 * checkout asks the server (islands/order-times.ts).
 */
export type TCartBusiness = TOrderingFacts & {
  slug: string;
  logo: string | null;
  address: string;
  orderTypes: TOrderType[];
};
/** An option chosen, as the menu had it when added (cents). */
export type TCartOption = { id: number; name: string; price_delta: number };
/** `price`: cents for one, with the options' changes. */
export type TCartProduct = { id: string; name: string; price: number; options: TCartOption[] };
/** What an 'Add to cart' button carries (islands/add-to-cart.ts). */
export type TCartItem = { business: TCartBusiness; product: TCartProduct };
export type TCartLine = TCartProduct & { quantity: number };
export type TCart = { business: TCartBusiness | null; lines: TCartLine[]; comments: string };
export type TCartEvent =
  | { kind: 'changed' }
  | { kind: 'added'; item: TCartItem; quantity: number }
  | { kind: 'conflict'; item: TCartItem; quantity: number };

const KEY = 'oc-cart';

/** Where the cart is kept: the widget's frame when this page is one, else localStorage. */
function cartStorage(): { get(): string | null; set(value: string | null): void } {
  const frame = typeof window === 'undefined' ? null : widgetFrameOf(window);
  if (frame) return { get: () => frame.kept() || null, set: (value) => frame.keep(value ?? '') };
  return {
    get: () => localStorage.getItem(KEY),
    set: (value) =>
      value === null ? localStorage.removeItem(KEY) : localStorage.setItem(KEY, value),
  };
}
export const EMPTY_CART: TCart = { business: null, lines: [], comments: '' };
/** The most of one product an order takes (ORDER_QUANTITY_MAX in the domain's order schema). */
export const QUANTITY_MAX = 99;

const isText = (v: unknown): v is string => typeof v === 'string';
const isCents = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isTexts = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText);
// Each type is one the button wrote; the checkout offers only the website's among them.
const isOrderTypes = (v: unknown): v is TOrderType[] => isTexts(v);

/**
 * The business of a stored cart or a button, or null. A cart kept before the business's ordering
 * facts were part of it reads as empty: what it would show (fee, minimum) is unknown.
 */
function asBusiness(v: unknown): TCartBusiness | null {
  const b = v as Partial<Record<keyof TCartBusiness, unknown>> | null;
  if (!b || !isText(b.slug) || !isText(b.name)) return null;
  const { orderTypes, deliveryFee, minimumOrder } = b;
  if (!isOrderTypes(orderTypes) || !isCents(deliveryFee) || !isCents(minimumOrder)) return null;
  return {
    slug: b.slug,
    name: b.name,
    logo: isText(b.logo) ? b.logo : null,
    address: isText(b.address) ? b.address : '',
    orderTypes,
    deliveryFee,
    minimumOrder,
  };
}

function asOption(v: unknown): TCartOption | null {
  const o = v as Partial<TCartOption> | null;
  if (!o || !Number.isInteger(o.id) || !isText(o.name) || !Number.isInteger(o.price_delta))
    return null;
  return { id: o.id as number, name: o.name, price_delta: o.price_delta as number };
}

function asProduct(v: unknown): TCartProduct | null {
  const p = v as Partial<Record<keyof TCartProduct, unknown>> | null;
  if (!p || !isText(p.id) || !isText(p.name) || !isCents(p.price)) return null;
  // A line kept before options could be chosen has none.
  const options = (Array.isArray(p.options) ? p.options : []).map(asOption);
  if (options.some((o) => o === null)) return null;
  return { id: p.id, name: p.name, price: p.price, options: options as TCartOption[] };
}

/** Which line a product with these options is: the same product with other options is another. */
export const lineKey = (product: Pick<TCartProduct, 'id' | 'options'>) =>
  [product.id, ...product.options.map((o) => o.id).sort((a, b) => a - b)].join(':');

/** An add-to-cart payload, or null when it is not one. */
export function asCartItem(v: unknown): TCartItem | null {
  const item = v as { business?: unknown; product?: unknown } | null;
  const business = asBusiness(item?.business);
  const product = asProduct(item?.product);
  return business && product ? { business, product } : null;
}

/** The stored cart; anything unreadable (another version, edited by hand) counts as empty. */
export function readCart(): TCart {
  try {
    const raw = JSON.parse(cartStorage().get() ?? 'null') as Partial<TCart> | null;
    const business = asBusiness(raw?.business);
    const lines = (Array.isArray(raw?.lines) ? raw.lines : []).flatMap((l: unknown) => {
      const product = asProduct(l);
      const quantity = (l as TCartLine).quantity;
      const isValid = product && Number.isInteger(quantity) && quantity >= 1;
      return isValid ? [{ ...product, quantity: Math.min(quantity, QUANTITY_MAX) }] : [];
    });
    if (!business || lines.length === 0) return EMPTY_CART;
    return { business, lines, comments: isText(raw?.comments) ? raw.comments : '' };
  } catch {
    return EMPTY_CART;
  }
}

const listeners = new Set<(cart: TCart, event: TCartEvent) => void>();

function write(cart: TCart, event: TCartEvent = { kind: 'changed' }) {
  const isEmpty = cart.lines.length === 0;
  try {
    cartStorage().set(isEmpty ? null : JSON.stringify(cart));
  } catch {
    // Storage full or blocked (private mode): the cart still works on this page.
  }
  const next = isEmpty ? EMPTY_CART : cart;
  for (const listener of listeners) listener(next, event);
}

/** Calls `listener` on every change, in this tab and (through `storage` events) in the others. */
export function subscribe(listener: (cart: TCart, event: TCartEvent) => void): () => void {
  const handleStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener(readCart(), { kind: 'changed' });
  };
  listeners.add(listener);
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', handleStorage);
  };
}

const clamp = (quantity: number) => Math.max(1, Math.min(QUANTITY_MAX, Math.trunc(quantity) || 1));

function add(cart: TCart, item: TCartItem, quantity: number): TCart {
  const key = lineKey(item.product);
  const isSame = (l: TCartLine) => lineKey(l) === key;
  const lines = cart.lines.some(isSame)
    ? cart.lines.map((l) => (isSame(l) ? { ...l, quantity: clamp(l.quantity + quantity) } : l))
    : [...cart.lines, { ...item.product, quantity: clamp(quantity) }];
  return { ...cart, business: item.business, lines };
}

/** Adds a product (one unless told), unless the cart holds another business's products. */
export function requestAdd(item: TCartItem, quantity = 1): 'added' | 'conflict' {
  const cart = readCart();
  if (cart.business && cart.business.slug !== item.business.slug) {
    for (const listener of listeners) listener(cart, { kind: 'conflict', item, quantity });
    return 'conflict';
  }
  write(add(cart, item, quantity), { kind: 'added', item, quantity });
  return 'added';
}

/** Empties the cart and adds the product: the customer chose to start a new cart. */
export function startNewCart(item: TCartItem, quantity = 1) {
  write(add(EMPTY_CART, item, quantity), { kind: 'added', item, quantity });
}

/** Sets the quantity of the line `key` (lineKey). */
export function setQuantity(key: string, quantity: number) {
  const cart = readCart();
  const q = Math.max(1, Math.min(QUANTITY_MAX, Math.trunc(quantity)));
  write({
    ...cart,
    lines: cart.lines.map((l) => (lineKey(l) === key ? { ...l, quantity: q } : l)),
  });
}

export function removeLine(key: string) {
  const cart = readCart();
  write({ ...cart, lines: cart.lines.filter((l) => lineKey(l) !== key) });
}

export function setComments(comments: string) {
  const cart = readCart();
  if (cart.lines.length > 0) write({ ...cart, comments });
}

export const clearCart = () => write(EMPTY_CART);

export const itemCount = (cart: TCart) => cart.lines.reduce((n, l) => n + l.quantity, 0);
export const subtotal = (cart: TCart) => cart.lines.reduce((n, l) => n + l.price * l.quantity, 0);
