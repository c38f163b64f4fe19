import type { TMenu, TMenuProduct } from '@oc/domain/catalogue/menu.schema';
import { type TSiteLanguage, translated } from '@oc/domain/website/site-languages';

// A menu as a page in one language shows it: each product's name and description in the owner's
// own version in that language, else as typed. The cart takes a product's name from the page it
// is added on, so its lines read in the same language. An order is still named from the stored
// menu as typed (orders/order-lines.ts): the store reads the owner's own words, whatever the
// customer's language.

/** A product in the page's language; its other versions are not sent with the page. */
export const translatedProduct = (
  product: TMenuProduct,
  language: TSiteLanguage,
): TMenuProduct => ({
  ...product,
  name: translated(product.name, product.translations, language, 'name'),
  description: translated(product.description, product.translations, language, 'description'),
  translations: {},
});

export const translatedMenu = (menu: TMenu, language: TSiteLanguage): TMenu => ({
  ...menu,
  categories: menu.categories.map((category) => ({
    ...category,
    products: category.products.map((p) => translatedProduct(p, language)),
  })),
});
