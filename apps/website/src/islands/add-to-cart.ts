import type { TMenuProduct } from '@oc/domain/catalogue/menu.schema';
import type { TWebsiteBusinessDetails } from '../site-input';
import { asCartItem, requestAdd, type TCartItem } from './cart-store';

/**
 * The attributes of an 'Add to cart' button: what the page script puts in the cart. The business's
 * address goes with it for the checkout's card; the price is for the cart's subtotal only (the
 * server prices the order from the menu).
 */
export function addToCartAttributes(
  business: Pick<TWebsiteBusinessDetails, 'slug' | 'name' | 'logo' | 'address'>,
  product: Pick<TMenuProduct, 'id' | 'name' | 'price'>,
) {
  const item: TCartItem = {
    business: {
      slug: business.slug,
      name: business.name,
      logo: business.logo,
      address: business.address,
    },
    product: { id: String(product.id), name: product.name, price: product.price },
  };
  return { 'data-add-to-cart': JSON.stringify(item) };
}

/** The product of an 'Add to cart' button and the quantity of its form (one when it has none). */
function addFrom(button: Element) {
  let data: unknown = null;
  try {
    data = JSON.parse(button.getAttribute('data-add-to-cart') ?? 'null');
  } catch {
    return;
  }
  const item = asCartItem(data);
  const field = button.closest('form')?.elements.namedItem('quantity');
  const quantity = field instanceof HTMLInputElement ? Number(field.value) : 1;
  if (item) requestAdd(item, Number.isFinite(quantity) ? quantity : 1);
}

/**
 * The page script's handler for every 'Add to cart' button on the page, present or drawn later
 * (the preview replaces the page): the product goes in the cart, as many as the product page's
 * quantity says, or the cart asks first when it holds another business's products
 * (docs/product/website.md#cart). Enter in the quantity field adds too, instead of reloading.
 */
export function listenForAddToCart(root: Document) {
  root.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.('[data-add-to-cart]');
    if (!button) return;
    e.preventDefault();
    addFrom(button);
  });
  root.addEventListener('submit', (e) => {
    const button = (e.target as Element | null)?.querySelector?.('[data-add-to-cart]');
    if (!button) return;
    e.preventDefault();
    addFrom(button);
  });
}
