/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { readCart, subscribe, type TCartBusiness } from './cart-store';
import { Island } from './island';

// The checkout's card of the business the cart is from (docs/product/website.md#checkout): its
// name (the card's heading; the order's lines beside it read 'Your order from …') and address, as the 'Add to cart' button put them in the cart. The server knows no cart, so
// the card is drawn once the page script has read it; an empty cart shows no card.

export type TCheckoutBusinessProps = { hideAddress: boolean };

export function CheckoutBusiness({ hideAddress }: TCheckoutBusinessProps) {
  const [business, setBusiness] = useState<TCartBusiness | null>(null);
  useEffect(() => {
    setBusiness(readCart().business);
    return subscribe((cart) => setBusiness(cart.business));
  }, []);
  if (!business) return null;
  return (
    <section class="checkout-business" aria-labelledby="checkout-business-title">
      <h2 id="checkout-business-title" class="checkout-business-name">
        {business.name}
      </h2>
      {hideAddress || !business.address ? null : <address>{business.address}</address>}
    </section>
  );
}

/** The business card, hydrated by the page script. */
export function CheckoutBusinessIsland(props: TCheckoutBusinessProps) {
  return (
    <Island name="checkout-business" props={props} class="checkout-aside">
      <CheckoutBusiness {...props} />
    </Island>
  );
}
