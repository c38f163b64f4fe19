import type { TMessageKey } from '../messages/messages';
import { getPath, type TTree } from '../themes/theme-path';
import { themePath } from '../themes/theme-paths';
import { ORDER_TYPES, type TAdvancedPath } from '../themes/theme-tree';

// Which order types the website offers, and their words
// (docs/product/website.md#checkout). The theme has no on/off switch per type, so delivery and
// pickup are always offered and every other type once the owner gives it a title on the Advanced
// tab. The website's popup and the server's check of a placed order both read this.

export type TOrderType = (typeof ORDER_TYPES)[number];

export const ORDER_TYPE_DEFAULTS: Record<TOrderType, { title: string; cta: string }> = {
  delivery: { title: 'Delivery', cta: 'Deliver to me' },
  pickup: { title: 'Pickup', cta: 'I will pick it up' },
  eat_in: { title: 'Eat in', cta: 'Eat in' },
  curbside: { title: 'Curbside', cta: 'Bring it to my car' },
  drive_thru: { title: 'Drive thru', cta: 'Drive thru' },
  catering_delivery: { title: 'Catering delivery', cta: 'Deliver my catering' },
  catering_pickup: { title: 'Catering pickup', cta: 'Pick up my catering' },
};
/**
 * Each type's default title as a message, for what the server tells a customer in their language
 * when the owner wrote no title of their own.
 */
export const ORDER_TYPE_NAMES: Record<TOrderType, TMessageKey> = {
  delivery: 'ORDER_TYPE_DELIVERY',
  pickup: 'ORDER_TYPE_PICKUP',
  eat_in: 'ORDER_TYPE_EAT_IN',
  curbside: 'ORDER_TYPE_CURBSIDE',
  drive_thru: 'ORDER_TYPE_DRIVE_THRU',
  catering_delivery: 'ORDER_TYPE_CATERING_DELIVERY',
  catering_pickup: 'ORDER_TYPE_CATERING_PICKUP',
};

/** A type's title in the customer's language: the owner's as written, else its own name. */
export const orderTypeTitleIn = (
  type: TOrderType,
  title: string,
  say: (message: { key: TMessageKey }) => string,
) => (title === ORDER_TYPE_DEFAULTS[type].title ? say({ key: ORDER_TYPE_NAMES[type] }) : title);

const ALWAYS_OFFERED: readonly TOrderType[] = ['delivery', 'pickup'];

export type TOfferedOrderType = {
  type: TOrderType;
  title: string;
  description: string;
  callToAction: string;
  image: string | null;
};

const textAt = (values: TTree, path: TAdvancedPath) => {
  const v = getPath(values, path);
  return typeof v === 'string' ? v.trim() : '';
};

/** The popup's title ('How do you want your order?' unless the owner wrote one). */
export const orderTypesTitle = (values: TTree) =>
  textAt(values, 'order_types.components.title_menu') || 'How do you want your order?';

/** The order types offered, in the theme's order, with the owner's words or the defaults. */
export function offeredOrderTypes(values: TTree): TOfferedOrderType[] {
  return ORDER_TYPES.flatMap((type) => {
    const at = (leaf: 'title' | 'description' | 'call_to_action') =>
      textAt(values, `order_types.components.${type}.components.${leaf}`);
    const title = at('title');
    if (!title && !ALWAYS_OFFERED.includes(type)) return [];
    const image = getPath(values, themePath(`order_types.components.${type}.components.image`));
    return [
      {
        type,
        title: title || ORDER_TYPE_DEFAULTS[type].title,
        description: at('description'),
        callToAction: at('call_to_action') || ORDER_TYPE_DEFAULTS[type].cta,
        image: typeof image === 'string' && image.startsWith('/files/') ? image : null,
      },
    ];
  });
}
