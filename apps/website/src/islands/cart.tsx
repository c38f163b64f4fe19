/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TThemeView } from '../theme/theme-view';
import { Island } from './island';

// TODO(client): the cart (docs/product/website.md#cart).

export type TCartProps = {
  strategy: 'popover' | 'slide';
  position: 'left' | 'right';
  hideBusinessLogo: boolean;
  hideProductImage: boolean;
  hideCoupon: boolean;
  hideComments: boolean;
};

export function cartProps(theme: TThemeView): TCartProps {
  const p = 'header.components.cart.components';
  return {
    strategy: theme.value(`${p}.open_strategy.type`) === 'slide' ? 'slide' : 'popover',
    position: theme.value(`${p}.open_strategy.position`) === 'right' ? 'right' : 'left',
    hideBusinessLogo: theme.isHidden(`${p}.business.components.logo`),
    hideProductImage: theme.isHidden(`${p}.products.components.image`),
    hideCoupon: theme.isHidden(`${p}.discount_coupon`),
    hideComments: theme.isHidden(`${p}.comments`),
  };
}

export function Cart(_props: TCartProps) {
  return (
    <a class="cart-button" href="/checkout">
      Cart
    </a>
  );
}

/** The header's cart button and its panel. */
export function CartIsland({ theme }: { theme: TThemeView }) {
  const props = cartProps(theme);
  return (
    <Island name="cart" props={props} class="cart-slot">
      <Cart {...props} />
    </Island>
  );
}
