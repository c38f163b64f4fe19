/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { offeredOrderTypes, orderTypesTitle } from '@oc/domain/orders/order-types';
import type { TThemeView } from '../theme/theme-view';
import { Island } from './island';

// TODO(client): the checkout form, order types popup and address popup
// (docs/product/website.md#checkout).

export type TCheckoutProps = {
  title: string;
  orderTypes: ReturnType<typeof offeredOrderTypes>;
  hideAddressMap: boolean;
  hideInternalNumber: boolean;
  hideAddressNotes: boolean;
  hideAddressIcons: boolean;
  isPreview: boolean;
};

export function checkoutProps(
  theme: TThemeView,
  values: Record<string, unknown>,
  isPreview: boolean,
): TCheckoutProps {
  return {
    title: orderTypesTitle(values),
    orderTypes: offeredOrderTypes(values),
    hideAddressMap: theme.isHidden('address.components.map'),
    hideInternalNumber: theme.isHidden('address.components.internal_number'),
    hideAddressNotes: theme.isHidden('address.components.address_notes'),
    hideAddressIcons: theme.isHidden('address.components.icons'),
    isPreview,
  };
}

export function Checkout(props: TCheckoutProps) {
  return (
    <form class="checkout-form" method="post" action="/checkout">
      <h2>{props.title}</h2>
      <noscript>Checkout needs JavaScript turned on.</noscript>
    </form>
  );
}

/** The checkout: the order types popup, the address popup, the customer's details, submit. */
export function CheckoutIsland(props: {
  theme: TThemeView;
  values: Record<string, unknown>;
  isPreview: boolean;
}) {
  const p = checkoutProps(props.theme, props.values, props.isPreview);
  return (
    <Island name="checkout" props={p}>
      <Checkout {...p} />
    </Island>
  );
}
