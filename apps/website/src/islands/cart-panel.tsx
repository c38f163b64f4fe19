/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TOrderingFacts } from '@oc/domain/orders/order-totals.rules';
import { useState } from 'preact/hooks';
import { formatPrice } from '../pages/format';
import { LineOptions } from '../pages/line-options';
import { useHref } from '../site-base';
import { useIslandWords, useLanguage } from '../words';
import {
  lineKey,
  QUANTITY_MAX,
  removeLine,
  setComments,
  setQuantity,
  subtotal,
  type TCart,
  type TCartLine,
} from './cart-store';

// What the open cart shows (docs/product/website.md#cart); the theme's cart leaves hide the
// business logo, the product images, the coupon field and the comments field.

/** A line's name for a screen reader: two lines of one product differ by their options. */
const spokenName = (line: TCartLine) =>
  line.options.length === 0
    ? line.name
    : `${line.name}, ${line.options.map((o) => o.name).join(', ')}`;

function Line({ line, hasImage }: { line: TCartLine; hasImage: boolean }) {
  const t = useIslandWords();
  const language = useLanguage();
  const key = lineKey(line);
  const name = spokenName(line);
  return (
    <li class="cart-line">
      {hasImage ? (
        // The demo menu has no product photos: a tile with the product's initial stands in.
        <span class="cart-line-image" aria-hidden="true">
          {line.name.slice(0, 1)}
        </span>
      ) : null}
      <span class="cart-line-name">
        {line.name}
        <LineOptions line={line} />
        <span class="cart-line-unit">
          {t('cart.each', { price: formatPrice(line.price, language) })}
        </span>
      </span>
      <span class="cart-line-total">{formatPrice(line.price * line.quantity, language)}</span>
      <fieldset class="cart-line-quantity">
        <legend class="visually-hidden">{t('cart.quantity_of', { name })}</legend>
        <button
          type="button"
          aria-label={t('cart.one_less', { name })}
          disabled={line.quantity <= 1}
          onClick={() => setQuantity(key, line.quantity - 1)}
        >
          −
        </button>
        <span class="cart-line-count">{line.quantity}</span>
        <button
          type="button"
          aria-label={t('cart.one_more', { name })}
          disabled={line.quantity >= QUANTITY_MAX}
          onClick={() => setQuantity(key, line.quantity + 1)}
        >
          +
        </button>
      </fieldset>
      <button
        type="button"
        class="cart-line-remove"
        aria-label={t('cart.remove_name', { name })}
        onClick={() => removeLine(key)}
      >
        {t('cart.remove')}
      </button>
    </li>
  );
}

function CouponField() {
  const t = useIslandWords();
  const [message, setMessage] = useState('');
  return (
    <form
      class="cart-coupon"
      onSubmit={(e) => {
        e.preventDefault();
        setMessage(t('cart.coupon_none'));
      }}
    >
      <label for="oc-cart-coupon">{t('cart.coupon')}</label>
      <input id="oc-cart-coupon" name="coupon" autocomplete="off" onInput={() => setMessage('')} />
      <button type="submit" class="button-secondary">
        {t('cart.coupon_apply')}
      </button>
      <p class="cart-coupon-message" aria-live="polite">
        {message}
      </p>
    </form>
  );
}

/**
 * 'Add $3.50 more to reach the $15.00 minimum.' while the items are below the business's minimum,
 * else null: the domain's rule (minimumOrderMessage) in the page's words.
 */
export function useMinimumMessage(
  items: number,
  business: Pick<TOrderingFacts, 'minimumOrder'> | null,
): string | null {
  const t = useIslandWords();
  const language = useLanguage();
  const missing = business ? business.minimumOrder - items : 0;
  if (!business || missing <= 0) return null;
  return t('cart.minimum', {
    missing: formatPrice(missing, language),
    minimum: formatPrice(business.minimumOrder, language),
  });
}

/** The minimum's words while the cart is below its business's minimum. */
export function MinimumNote({ cart }: { cart: TCart }) {
  const message = useMinimumMessage(subtotal(cart), cart.business);
  return message ? <p class="minimum-note">{message}</p> : null;
}

type TCartLeaves = {
  hideBusinessLogo: boolean;
  hideProductImage: boolean;
  hideCoupon: boolean;
  hideComments: boolean;
};

export function CartPanel(props: { cart: TCart; options: TCartLeaves; onClose: () => void }) {
  const href = useHref();
  const t = useIslandWords();
  const language = useLanguage();
  const { cart, options, onClose } = props;
  const business = cart.business;
  return (
    <div class="cart-panel">
      <div class="cart-panel-head">
        <h2 id="oc-cart-title">{t('cart.title')}</h2>
        <button type="button" class="cart-close" aria-label={t('cart.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {business === null ? (
        <p class="cart-empty">{t('cart.empty')}</p>
      ) : (
        <>
          <p class="cart-business">
            {!options.hideBusinessLogo && business.logo ? (
              <img src={business.logo} alt="" width={32} height={32} />
            ) : null}
            <span>{business.name}</span>
          </p>
          <ul class="cart-lines">
            {cart.lines.map((line) => (
              <Line key={lineKey(line)} line={line} hasImage={!options.hideProductImage} />
            ))}
          </ul>
          {options.hideCoupon ? null : <CouponField />}
          {options.hideComments ? null : (
            <label class="cart-comments">
              {t('cart.comments')}
              <textarea
                name="comments"
                rows={2}
                maxLength={500}
                value={cart.comments}
                onChange={(e) => setComments(e.currentTarget.value)}
              />
            </label>
          )}
          <p class="cart-subtotal">
            <span>{t('cart.subtotal')}</span>{' '}
            <strong>{formatPrice(subtotal(cart), language)}</strong>
          </p>
          <MinimumNote cart={cart} />
          <a class="button cart-checkout" href={href({ page: 'checkout' })}>
            {t('cart.checkout')}
          </a>
        </>
      )}
    </div>
  );
}
