/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { RefObject } from 'preact';
import { formatPrice } from '../pages/format';
import { LineOptions } from '../pages/line-options';
import { useHref } from '../site-base';
import { useIslandWords, useLanguage } from '../words';
import { lineKey, subtotal, type TCart } from './cart-store';

// The checkout's order and the customer's details, with 'Place order'
// (docs/product/website.md#checkout).

type TCustomer = { name: string; phone: string };

export function CheckoutPlaced() {
  const t = useIslandWords();
  return (
    <p class="checkout-placed" role="status">
      {t('checkout.placed')}
    </p>
  );
}

/**
 * The cart's lines with their options, the subtotal, the delivery fee of a delivered order
 * (`deliveryFee`, null for other types), the total, and while the items are below the business's
 * minimum its words (`minimum`), with 'Place order' disabled (`canPlace`).
 */
export function CheckoutOrder(props: {
  cart: TCart | null;
  deliveryFee: number | null;
  minimum: string | null;
  canPlace: boolean;
  customer: TCustomer;
  messages: string[];
  alert: RefObject<HTMLDivElement | null>;
  isSending: boolean;
  isPreview: boolean;
  onCustomer: (customer: TCustomer) => void;
  onSubmit: (e: Event) => void;
}) {
  const href = useHref();
  const t = useIslandWords();
  const language = useLanguage();
  const price = (cents: number) => formatPrice(cents, language);
  const { cart, customer } = props;
  if (cart === null) return <p class="checkout-loading">{t('checkout.loading')}</p>;
  if (cart.business === null) {
    return (
      <section class="checkout-empty">
        <p>{t('cart.empty')}</p>
        <a class="button" href={href({ page: 'listing', pageNo: 1 })}>
          {t('checkout.browse')}
        </a>
      </section>
    );
  }
  return (
    // The fields say they are required, but the refusal is the store's, in the page's language:
    // the browser's own bubble would be in the browser's language, and is not read the same way
    // by every screen reader.
    <form class="checkout-form" aria-busy={props.isSending} onSubmit={props.onSubmit} noValidate>
      <section aria-labelledby="oc-checkout-order">
        <h2 id="oc-checkout-order">{t('checkout.order_from', { business: cart.business.name })}</h2>
        <ul class="checkout-lines">
          {cart.lines.map((line) => (
            <li key={lineKey(line)}>
              <span>
                {line.quantity} × {line.name}
                <LineOptions line={line} />
              </span>
              <span>{price(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
        <p class="checkout-subtotal">
          <span>{t('cart.subtotal')}</span> <span>{price(subtotal(cart))}</span>
        </p>
        {props.deliveryFee === null ? null : (
          <p class="checkout-fee">
            {props.deliveryFee === 0 ? (
              <span>{t('checkout.free_delivery')}</span>
            ) : (
              <>
                <span>{t('checkout.delivery_fee')}</span> <span>{price(props.deliveryFee)}</span>
              </>
            )}
          </p>
        )}
        <p class="checkout-total">
          <span>{t('checkout.total')}</span>{' '}
          <strong>{price(subtotal(cart) + (props.deliveryFee ?? 0))}</strong>
        </p>
        {props.minimum ? (
          <p id="oc-checkout-minimum" class="minimum-note">
            {props.minimum}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="oc-checkout-details">
        <h2 id="oc-checkout-details">{t('checkout.details')}</h2>
        <label>
          {t('checkout.name')}
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
          {t('checkout.phone')}
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
        disabled={props.isSending || props.isPreview || !props.canPlace}
        aria-describedby={
          props.isPreview
            ? 'oc-checkout-preview'
            : props.minimum
              ? 'oc-checkout-minimum'
              : undefined
        }
      >
        {props.isSending ? t('checkout.placing') : t('checkout.place')}
      </button>
      {props.isPreview ? (
        <p id="oc-checkout-preview" class="checkout-preview-note">
          {t('checkout.preview')}
        </p>
      ) : null}
    </form>
  );
}
