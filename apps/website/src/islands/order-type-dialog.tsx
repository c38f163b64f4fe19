/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TOfferedOrderType } from '@oc/domain/orders/order-types';
import { useIslandWords } from '../words';
import { Modal } from './modal';

/**
 * An offered order type, and whether it brings the order to an address. Its title and call to
 * action are the owner's as typed, '' where the owner typed none (checkout.tsx).
 */
export type TCheckoutOrderType = TOfferedOrderType & { needsAddress: boolean };

type TSay = ReturnType<typeof useIslandWords>;

/** An order type's title: the owner's, else the default's in the page's language. */
export const orderTypeTitle = (t: TSay, type: TCheckoutOrderType) =>
  type.title || t(`order_type.name.${type.type}`);

/** An order type's call to action: the owner's, else the default's in the page's language. */
const callToActionOf = (t: TSay, type: TCheckoutOrderType) =>
  type.callToAction || t(`order_type.cta.${type.type}`);

/**
 * The order types popup (docs/product/website.md#checkout): each offered type with the owner's
 * title (else the default's in the page's language), description and image; its call to action is the button that chooses it.
 */
export function OrderTypeDialog(props: {
  /** The owner's title, '' for the default's in the page's language. */
  title: string;
  types: TCheckoutOrderType[];
  onChoose: (type: string) => void;
  onClose: () => void;
}) {
  const t = useIslandWords();
  return (
    <Modal labelledBy="oc-order-types-title" class="oc-dialog" onClose={props.onClose}>
      <h2 id="oc-order-types-title" tabIndex={-1} data-autofocus>
        {props.title || t('order_type.title')}
      </h2>
      <ul class="order-types">
        {props.types.map((type) => (
          <li key={type.type} class="order-type">
            {type.image ? <img src={type.image} alt="" width={64} height={64} /> : null}
            <h3 id={`oc-order-type-${type.type}`}>{orderTypeTitle(t, type)}</h3>
            {type.description ? <p>{type.description}</p> : null}
            <button
              type="button"
              class="button"
              aria-describedby={`oc-order-type-${type.type}`}
              onClick={() => props.onChoose(type.type)}
            >
              {callToActionOf(t, type)}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        class="oc-dialog-close"
        aria-label={t('order_type.close')}
        onClick={props.onClose}
      >
        ×
      </button>
    </Modal>
  );
}
