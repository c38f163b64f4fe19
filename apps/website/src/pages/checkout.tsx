/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CheckoutIsland } from '../islands/checkout';
import { CheckoutBusinessIsland } from '../islands/checkout-business';
import type { TWebsiteInput } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { useWords } from '../words';
import { PinIcon } from './icons';

/**
 * The checkout page: a map of where the order goes, the checkout form (an island: order types,
 * address, the customer's details), and the cart's business with its address (an island too: the
 * cart is in the browser).
 */
export function CheckoutPage({ input, theme }: { input: TWebsiteInput; theme: TThemeView }) {
  const t = useWords();
  return (
    <div class="checkout-page">
      <h1>{t('checkout_page.title')}</h1>
      <div class="checkout-layout">
        <div class="checkout-main">
          {theme.isHidden('checkout.components.map') ? null : (
            <div class="map-placeholder" role="img" aria-label={t('checkout_page.map')}>
              <PinIcon />
            </div>
          )}
          <CheckoutIsland theme={theme} values={input.values} isPreview={input.preview !== null} />
        </div>
        <CheckoutBusinessIsland
          hideAddress={theme.isHidden('checkout.components.business.components.address')}
        />
      </div>
    </div>
  );
}
