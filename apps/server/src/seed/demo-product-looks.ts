import type { TDemoMenu } from './demo-menus';
import type { TLookName } from './product-pictures';

/**
 * The demo products that look unlike the rest of their category (by name, on every menu that has
 * them); null: no picture, as water or a side often has none on a real menu.
 */
export const PRODUCT_LOOKS: Record<string, TLookName | null> = {
  'Caesar salad': 'salad',
  'Sparkling water': null,
  Cola: 'iced-tea',
  'Miso soup': 'soup',
  Edamame: null,
  'Burrito bowl': 'rice-bowl',
  'Sweet potato wedges': 'fries',
  'Green juice': 'green-juice',
  'Iced lemon tea': 'iced-tea',
  'Lamb kebab': 'wrap',
  'Halloumi wrap': 'wrap',
  'Greek salad': 'salad',
  'Avocado toast': 'toast',
  'Sweet crepe': 'cake',
  'Granola bowl': 'granola',
  'English breakfast tea': 'tea',
  'Jackfruit burger': 'burger',
  'Lentil curry': 'curry',
  'Banana bread': 'bread',
  Kombucha: 'iced-tea',
  'Pâté de campagne': 'bread',
  'Croque monsieur': 'toast',
};

/** The picture a demo product shows, or none. */
export const lookOf = (category: TDemoMenu[number], product: string): TLookName | null =>
  product in PRODUCT_LOOKS ? (PRODUCT_LOOKS[product] ?? null) : category.look;
