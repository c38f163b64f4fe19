/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { RefObject } from 'preact';
import { formatPrice } from '../pages/format';
import { useHref } from '../site-base';
import { subtotal, type TCart } from './cart-store';

// The checkout's order and the customer's details, with 'Place order'
// (docs/product/website.md#checkout).

type TCustomer = { name: string; phone: string };

export function CheckoutPlaced() {
  return (
    <p class="checkout-placed" role="status">
      Your order is placed. Opening it…
    </p>
  );
}

export function CheckoutOrder(props: {
  cart: TCart | null;
  customer: TCustomer;
  messages: string[];
  alert: RefObject<HTMLDivElement | null>;
  isSending: boolean;
  isPreview: boolean;
  onCustomer: (customer: TCustomer) => void;
  onSubmit: (e: Event) => void;
}) {
  const href = useHref();
  const { cart, customer } = props;
  if (cart === null) return <p class="checkout-loading">Loading your cart…</p>;
  if (cart.business === null) {
    return (
      <section class="checkout-empty">
        <p>Your cart is empty.</p>
        <a class="button" href={href({ page: 'listing', pageNo: 1 })}>
          Browse businesses
        </a>
      </section>
    );
  }
  return (
    <form class="checkout-form" aria-busy={props.isSending} onSubmit={props.onSubmit}>
      <section aria-labelledby="oc-checkout-order">
        <h2 id="oc-checkout-order">Your order from {cart.business.name}</h2>
        <ul class="checkout-lines">
          {cart.lines.map((line) => (
            <li key={line.id}>
              <span>
                {line.quantity} × {line.name}
              </span>
              <span>{formatPrice(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
        <p class="checkout-total">
          <span>Total</span> <strong>{formatPrice(subtotal(cart))}</strong>
        </p>
      </section>
      <section aria-labelledby="oc-checkout-details">
        <h2 id="oc-checkout-details">Your details</h2>
        <label>
          Name
          <input
            name="name"
            required
            maxLength={100}
            autocomplete="name"
            value={customer.name}
            onInput={(e) => props.onCustomer({ ...customer, name: e.currentTarget.value })}
          />
        </label>
        <label>
          Phone
          <input
            name="phone"
            type="tel"
            required
            maxLength={30}
            autocomplete="tel"
            value={customer.phone}
            onInput={(e) => props.onCustomer({ ...customer, phone: e.currentTarget.value })}
          />
        </label>
      </section>
      <div class="checkout-alert" role="alert" tabIndex={-1} ref={props.alert}>
        {props.messages.length > 0 ? (
          <ul>
            {props.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <button
        type="submit"
        class="button checkout-submit"
        disabled={props.isSending || props.isPreview}
        aria-describedby={props.isPreview ? 'oc-checkout-preview' : undefined}
      >
        {props.isSending ? 'Placing order…' : 'Place order'}
      </button>
      {props.isPreview ? (
        <p id="oc-checkout-preview" class="checkout-preview-note">
          Orders cannot be placed from the preview.
        </p>
      ) : null}
    </form>
  );
}
