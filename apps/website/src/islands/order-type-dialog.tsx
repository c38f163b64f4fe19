/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TOfferedOrderType } from '@oc/domain/orders/order-types';
import { Modal } from './modal';

/** An offered order type, and whether it brings the order to an address. */
export type TCheckoutOrderType = TOfferedOrderType & { needsAddress: boolean };

/**
 * The order types popup (docs/product/website.md#checkout): each offered type with the owner's
 * title, description and image; its call to action is the button that chooses it.
 */
export function OrderTypeDialog(props: {
  title: string;
  types: TCheckoutOrderType[];
  onChoose: (type: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal labelledBy="oc-order-types-title" class="oc-dialog" onClose={props.onClose}>
      <h2 id="oc-order-types-title" tabIndex={-1} data-autofocus>
        {props.title}
      </h2>
      <ul class="order-types">
        {props.types.map((t) => (
          <li key={t.type} class="order-type">
            {t.image ? <img src={t.image} alt="" width={64} height={64} /> : null}
            <h3 id={`oc-order-type-${t.type}`}>{t.title}</h3>
            {t.description ? <p>{t.description}</p> : null}
            <button
              type="button"
              class="button"
              aria-describedby={`oc-order-type-${t.type}`}
              onClick={() => props.onChoose(t.type)}
            >
              {t.callToAction}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" class="oc-dialog-close" aria-label="Close" onClick={props.onClose}>
        ×
      </button>
    </Modal>
  );
}
