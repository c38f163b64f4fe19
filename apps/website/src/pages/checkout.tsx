/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CheckoutIsland } from '../islands/checkout';
import type { TPageData, TWebsiteInput } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { demoFacts } from './demo-facts';

type TCheckoutData = Extract<TPageData, { page: 'checkout' }>;

/**
 * The checkout page: the cart's business and its address, a map of where the order goes, and
 * the checkout form (an island: order types, address, the customer's details). Without the
 * business from the server, the page script fills the `data-cart-business-*` elements.
 */
export function CheckoutPage({
  input,
  theme,
  data,
}: {
  input: TWebsiteInput;
  theme: TThemeView;
  data: TCheckoutData;
}) {
  const business = data.business;
  return (
    <div class="checkout-page">
      <h1>Checkout</h1>
      <div class="checkout-layout">
        <div class="checkout-main">
          {theme.isHidden('checkout.components.map') ? null : (
            <div class="map-placeholder" role="img" aria-label="Map of where your order goes">
              <span aria-hidden="true">📍</span>
            </div>
          )}
          <CheckoutIsland theme={theme} values={input.values} isPreview={input.preview !== null} />
        </div>
        <section class="checkout-business" aria-labelledby="checkout-business-title">
          <h2 id="checkout-business-title">Your order from</h2>
          <p class="checkout-business-name" data-cart-business-name>
            {business?.name ?? 'The business in your cart'}
          </p>
          {theme.isHidden('checkout.components.business.components.address') ? null : (
            <address data-cart-business-address>
              {business ? demoFacts(business.slug).address : ''}
            </address>
          )}
        </section>
      </div>
    </div>
  );
}
