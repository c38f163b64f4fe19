/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatPrice } from '../pages/format';
import type { TThemeView } from '../theme/theme-view';
import { useIslandWords, useLanguage } from '../words';
import { CartPanel } from './cart-panel';
import {
  EMPTY_CART,
  itemCount,
  readCart,
  startNewCart,
  subscribe,
  subtotal,
  type TCart,
  type TCartItem,
} from './cart-store';
import { Island } from './island';
import { Modal } from './modal';

// The header's cart (docs/product/website.md#cart).

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

type TConflict = { item: TCartItem; quantity: number };

function NewCartDialog(props: { cart: TCart; conflict: TConflict; onDone: () => void }) {
  const { cart, onDone } = props;
  const { item, quantity } = props.conflict;
  const t = useIslandWords();
  return (
    <Modal
      role="alertdialog"
      labelledBy="oc-new-cart-title"
      describedBy="oc-new-cart-text"
      class="oc-dialog"
      onClose={onDone}
    >
      <h2 id="oc-new-cart-title">{t('cart.new_title')}</h2>
      <p id="oc-new-cart-text">
        {t('cart.new_text', {
          current: cart.business?.name ?? '',
          product: item.product.name,
          business: item.business.name,
        })}
      </p>
      <div class="oc-dialog-actions">
        <button
          type="button"
          class="button"
          onClick={() => {
            startNewCart(item, quantity);
            onDone();
          }}
        >
          {t('cart.new_start')}
        </button>
        <button type="button" class="button-secondary" data-autofocus onClick={onDone}>
          {t('cart.new_keep')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The cart button with its count, and the cart it opens. The server knows no cart, so it draws an
 * empty one; the stored cart is read after hydration, so the first client render matches.
 */
export function Cart(props: TCartProps) {
  const [cart, setCart] = useState<TCart>(EMPTY_CART);
  const [isOpen, setOpen] = useState(false);
  const [conflict, setConflict] = useState<TConflict | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const t = useIslandWords();
  const language = useLanguage();
  // The subscription is made once; the words it says things with are the page's, which stay.
  const words = useRef(t);
  words.current = t;

  useEffect(() => {
    setCart(readCart());
    return subscribe((next, event) => {
      setCart(next);
      if (event.kind === 'conflict') setConflict(event);
      if (event.kind === 'added') {
        const say = words.current;
        const count = event.quantity > 1 ? `${event.quantity} × ` : '';
        const what = `${count}${event.item.product.name}`;
        const items = say('cart.items', { count: itemCount(next) });
        setAnnouncement(say('cart.added', { what, items }));
      }
    });
  }, []);

  // A popover closes when the customer clicks elsewhere on the page; a drawer has its backdrop.
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Focus goes back to the button that opened the cart: the header's, or the phone's cart bar.
  const bar = useRef<HTMLButtonElement>(null);
  const [opener, setOpener] = useState(button);
  const toggleFrom = (from: typeof button) => {
    setOpener(from);
    setOpen(!isOpen);
  };
  useEffect(() => {
    if (!isOpen || props.strategy !== 'popover') return;
    const handlePointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointer);
    return () => document.removeEventListener('pointerdown', handlePointer);
  }, [isOpen, props.strategy]);

  const count = itemCount(cart);
  return (
    <div ref={root} class={`cart cart-${props.strategy} cart-${props.position}`}>
      <button
        ref={button}
        type="button"
        class="cart-button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={t('cart.button', { count })}
        onClick={() => toggleFrom(button)}
      >
        <svg class="cart-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M3 4h2l2.4 11h11.2L21 7H6.2M9 20a1 1 0 1 0 0-.01M18 20a1 1 0 1 0 0-.01" />
        </svg>
        <span class="cart-count">{count}</span>
      </button>
      {isOpen ? (
        <Modal
          labelledBy="oc-cart-title"
          isModal={props.strategy === 'slide'}
          class={props.strategy === 'slide' ? 'cart-drawer' : 'cart-popover'}
          returnFocus={opener}
          onClose={() => setOpen(false)}
        >
          <CartPanel cart={cart} options={props} onClose={() => setOpen(false)} />
        </Modal>
      ) : null}
      {count > 0 ? (
        // On a phone the header's button scrolls away: this bar stays at the bottom of the screen
        // (shown on narrow screens only, islands.css), and the page leaves room for it.
        <button ref={bar} type="button" class="cart-bar" onClick={() => toggleFrom(bar)}>
          {t('cart.view', {
            items: t('cart.items', { count }),
            total: formatPrice(subtotal(cart), language),
          })}
        </button>
      ) : null}
      {conflict ? (
        <NewCartDialog cart={cart} conflict={conflict} onDone={() => setConflict(null)} />
      ) : null}
      <p class="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
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
