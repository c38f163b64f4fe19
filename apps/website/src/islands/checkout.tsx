/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isDelivered } from '@oc/domain/orders/order-kinds';
import { deliveryFeeFor, orderTypesFor } from '@oc/domain/orders/order-totals.rules';
import { offeredOrderTypes } from '@oc/domain/orders/order-types';
import { getPath, type TTree } from '@oc/domain/themes/theme-path';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useHref, useSiteBase } from '../site-base';
import type { TThemeView } from '../theme/theme-view';
import { useIslandWords, useLanguage } from '../words';
import { AddressDialog, type TAddress, type TAddressLeaves } from './address-dialog';
import { useMinimumMessage } from './cart-panel';
import { clearCart, readCart, subscribe, subtotal, type TCart } from './cart-store';
import { CheckoutOrder, CheckoutPlaced } from './checkout-order';
import { CheckoutTime, type TOrderWhen } from './checkout-time';
import { Island } from './island';
import { announceOrderPlaced } from './order-placed';
import { fetchOrderTimes, type TTiming } from './order-times';
import { OrderTypeDialog, orderTypeTitle, type TCheckoutOrderType } from './order-type-dialog';
import { placeOrder } from './place-order';

// The checkout (docs/product/website.md#checkout): how the customer gets the order (the order
// types popup, the address popup for delivery types), when (as soon as possible while the business
// is open, or a time for later), who they are, the cart with its delivery fee and total, 'Place
// order'. The business's facts come with the cart; the server checks them again.

export type TCheckoutProps = TAddressLeaves & {
  /** The popup's title as the owner typed it, '' for the default in the page's language. */
  title: string;
  orderTypes: TCheckoutOrderType[];
  isPreview: boolean;
  /** Where to go once the order is placed; its confirmation page unless a test says otherwise. */
  onPlaced?: (orderId: string) => void;
};

/** A text leaf of the theme as the owner typed it; '' when they typed none (its default). */
const ownText = (values: TTree, path: string) => {
  const value = getPath(values, path);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The checkout's props. The order types' words are the owner's as typed; where the owner typed
 * none, the domain's defaults (ORDER_TYPE_DEFAULTS, English) give way to an empty string, which
 * the island says in the page's language (order-type-dialog.tsx), and the page's props stay small.
 */
export function checkoutProps(
  theme: TThemeView,
  values: Record<string, unknown>,
  isPreview: boolean,
): TCheckoutProps {
  const at = (type: string, leaf: 'title' | 'call_to_action') =>
    ownText(values, `order_types.components.${type}.components.${leaf}`);
  return {
    title: ownText(values, 'order_types.components.title_menu'),
    orderTypes: offeredOrderTypes(values).map((t) => ({
      ...t,
      title: at(t.type, 'title'),
      callToAction: at(t.type, 'call_to_action'),
      needsAddress: isDelivered(t.type),
    })),
    hideAddressMap: theme.isHidden('address.components.map'),
    hideInternalNumber: theme.isHidden('address.components.internal_number'),
    hideAddressNotes: theme.isHidden('address.components.address_notes'),
    hideAddressIcons: theme.isHidden('address.components.icons'),
    isPreview,
  };
}

const TYPE_KEY = 'oc-order-type';
const storage = {
  read: () => {
    try {
      return localStorage.getItem(TYPE_KEY);
    } catch {
      return null;
    }
  },
  write: (type: string) => {
    try {
      localStorage.setItem(TYPE_KEY, type);
    } catch {
      // Blocked storage: the choice holds for this page only.
    }
  },
};
const NO_ADDRESS: TAddress = { address: '', internal_number: '', notes: '', label: 'home' };

export function Checkout(props: TCheckoutProps) {
  // null until the stored cart is read after hydration: the server knows no cart.
  const [cart, setCart] = useState<TCart | null>(null);
  const [orderType, setOrderType] = useState<string | null>(null);
  const [popup, setPopup] = useState<'types' | 'address' | null>(null);
  const [address, setAddress] = useState<TAddress>(NO_ADDRESS);
  // Set when placing a delivery order without an address opened the address popup: it says why.
  const [addressProblem, setAddressProblem] = useState<string | null>(null);
  const [customer, setCustomer] = useState({ name: '', phone: '' });
  const [when, setWhen] = useState<TOrderWhen>('now');
  const [scheduledFor, setScheduledFor] = useState('');
  // What the server says of when the business takes this order; null while asked or unknown.
  const [timing, setTiming] = useState<TTiming | null>(null);
  const [isSending, setSending] = useState(false);
  const [placedId, setPlacedId] = useState<string | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const isSendingNow = useRef(false);
  const alert = useRef<HTMLDivElement>(null);
  const base = useSiteBase();
  const href = useHref();
  const language = useLanguage();
  const t = useIslandWords();
  const goToOrder = (id: string) =>
    window.location.assign(href({ page: 'confirmation', orderId: encodeURIComponent(id) }));

  const business = cart?.business ?? null;
  // The website's types that the cart's business takes.
  const types = business ? orderTypesFor(props.orderTypes, business) : props.orderTypes;
  const chosen = types.find((t) => t.type === orderType) ?? null;
  useEffect(() => {
    const stored = storage.read();
    const next = readCart();
    const offered = next.business
      ? orderTypesFor(props.orderTypes, next.business)
      : props.orderTypes;
    const isOffered = offered.some((t) => t.type === stored);
    setCart(next);
    setOrderType(isOffered ? stored : null);
    if (!isOffered) setPopup('types');
    return subscribe((changed) => setCart(changed));
  }, [props.orderTypes]);

  const slug = business?.slug ?? null;
  const chosenType = chosen?.type ?? null;
  useEffect(() => {
    setTiming(null);
    if (!slug || !chosenType) return;
    let isCurrent = true;
    fetchOrderTimes(slug, chosenType, language).then((answer) => {
      if (isCurrent) setTiming(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, [slug, chosenType, language]);
  // A closed business takes orders for later only.
  const effectiveWhen: TOrderWhen = (timing?.isOpen ?? true) ? when : 'later';
  const times = effectiveWhen === 'later' ? (timing?.times ?? []) : [];
  const time = times.some((t) => t.at === scheduledFor) ? scheduledFor : (times[0]?.at ?? '');
  const fee = business && chosen ? deliveryFeeFor(chosen.type, business) : 0;
  const minimum = useMinimumMessage(cart ? subtotal(cart) : 0, business);
  useEffect(() => {
    if (messages.length > 0) alert.current?.focus();
  }, [messages]);

  const handleChoose = (type: string) => {
    setOrderType(type);
    storage.write(type);
    const needsAddress = props.orderTypes.find((t) => t.type === type)?.needsAddress;
    setPopup(needsAddress && !address.address ? 'address' : null);
  };

  const handleSubmit = async (e: Event) => {
    e.preventDefault();
    if (isSendingNow.current || props.isPreview || !cart?.business) return;
    if (!chosen) return setPopup('types');
    if (chosen.needsAddress && !address.address) {
      setAddressProblem(t('checkout.address_needed'));
      return setPopup('address');
    }
    if (minimum || (effectiveWhen === 'later' && !time)) return;
    isSendingNow.current = true;
    setSending(true);
    setMessages([]);
    const withAddress = chosen.needsAddress ? address : NO_ADDRESS;
    const result = await placeOrder(
      {
        business_slug: cart.business.slug,
        order_type: chosen.type,
        items: cart.lines.map((l) => ({
          product_id: l.id,
          quantity: l.quantity,
          option_ids: l.options.map((o) => o.id),
        })),
        scheduled_for: effectiveWhen === 'later' ? time : null,
        language,
        customer: {
          name: customer.name,
          phone: customer.phone,
          address: withAddress.address,
          internal_number: withAddress.internal_number,
          notes: withAddress.notes,
        },
        comments: cart.comments,
      },
      base,
      t,
    );
    if (result.isPlaced) {
      setPlacedId(result.id);
      clearCart();
      // The server's total (it prices the order); the cart's only if its answer had none.
      announceOrderPlaced({ number: result.number, total: result.total ?? subtotal(cart) + fee });
      (props.onPlaced ?? goToOrder)(result.id);
      return;
    }
    isSendingNow.current = false;
    setSending(false);
    setMessages(result.messages);
  };

  return (
    <div class="checkout">
      <noscript>
        <p>{t('checkout.no_script')}</p>
      </noscript>
      <section class="checkout-type" aria-labelledby="oc-checkout-type">
        <h2 id="oc-checkout-type">{t('checkout.how')}</h2>
        <p>
          {chosen ? orderTypeTitle(t, chosen) : t('checkout.not_chosen')}{' '}
          <button type="button" class="button-secondary" onClick={() => setPopup('types')}>
            {t('checkout.change')}
          </button>
        </p>
        {chosen?.needsAddress ? (
          <p class="checkout-address">
            {address.address
              ? [address.address, address.internal_number].filter(Boolean).join(', ')
              : t('checkout.no_address')}{' '}
            <button type="button" class="button-secondary" onClick={() => setPopup('address')}>
              {t('checkout.edit_address')}
            </button>
          </p>
        ) : null}
      </section>
      {business && chosen && !placedId ? (
        <CheckoutTime
          businessName={business.name}
          timing={timing}
          when={effectiveWhen}
          scheduledFor={time}
          onWhen={setWhen}
          onTime={setScheduledFor}
        />
      ) : null}
      {placedId ? (
        <CheckoutPlaced />
      ) : (
        <CheckoutOrder
          cart={cart}
          deliveryFee={chosen?.needsAddress ? fee : null}
          minimum={minimum}
          canPlace={!minimum && (effectiveWhen === 'now' || time !== '')}
          customer={customer}
          messages={messages}
          alert={alert}
          isSending={isSending}
          isPreview={props.isPreview}
          onCustomer={setCustomer}
          onSubmit={handleSubmit}
        />
      )}
      {popup === 'types' ? (
        <OrderTypeDialog
          title={props.title}
          types={types}
          onChoose={handleChoose}
          onClose={() => setPopup(null)}
        />
      ) : null}
      {popup === 'address' ? (
        <AddressDialog
          initial={address}
          leaves={props}
          problem={addressProblem}
          onSave={(next) => {
            setAddress(next);
            setAddressProblem(null);
            setPopup(null);
          }}
          onClose={() => {
            setAddressProblem(null);
            setPopup(null);
          }}
        />
      ) : null}
    </div>
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
