import type { TDemoProduct } from '@oc/domain/catalogue/demo-menu';
import type { TWebsiteBusiness } from '../site-input';

// TODO(client): the page script adds the product to the cart when this button is pressed.

/** The attributes of an 'Add to cart' button: what the page script puts in the cart. */
export function addToCartAttributes(business: TWebsiteBusiness, product: TDemoProduct) {
  return {
    'data-add-to-cart': JSON.stringify({
      business: { slug: business.slug, name: business.name, logo: business.logo },
      product: { id: product.id, name: product.name, price: product.price },
    }),
  };
}
