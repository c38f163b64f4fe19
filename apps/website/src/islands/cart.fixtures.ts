import { ORDER_TYPES } from '@oc/domain/themes/theme-tree';
import type { TCartBusiness } from './cart-store';

// For the cart's and the checkout's tests: a cart's business with its ordering facts.

/**
 * A business in a cart: taking every order type, with no delivery fee and no minimum, unless
 * `facts` say otherwise.
 */
export const cartBusiness = (
  slug: string,
  name: string,
  facts: Partial<TCartBusiness> = {},
): TCartBusiness => ({
  slug,
  name,
  logo: null,
  address: '',
  orderTypes: [...ORDER_TYPES],
  deliveryFee: 0,
  minimumOrder: 0,
  ...facts,
});
