/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { PinIcon } from '../pages/icons';
import { useIslandWords } from '../words';
import { Modal } from './modal';

// The address popup of delivery order types (docs/product/website.md#checkout); the theme's
// `address` leaves hide the map, the apartment or floor, the notes and the label icons.

export type TAddress = {
  address: string;
  internal_number: string;
  notes: string;
  label: 'home' | 'work' | 'other';
};
export type TAddressLeaves = {
  hideAddressMap: boolean;
  hideInternalNumber: boolean;
  hideAddressNotes: boolean;
  hideAddressIcons: boolean;
};

const LABELS = [
  ['home', 'M4 11l8-7 8 7v9h-5v-6H9v6H4z'],
  ['work', 'M4 8h16v11H4zM9 8V5h6v3'],
  ['other', 'M12 21s-6-6-6-11a6 6 0 0 1 12 0c0 5-6 11-6 11zm0-9a2 2 0 1 0 0-.01'],
] as const;

export function AddressDialog(props: {
  initial: TAddress;
  leaves: TAddressLeaves;
  /** Why the popup opened by itself (an order placed without an address), said in the popup. */
  problem?: string | null;
  onSave: (address: TAddress) => void;
  onClose: () => void;
}) {
  const t = useIslandWords();
  const [draft, setDraft] = useState(props.initial);
  const field = (name: 'address' | 'internal_number' | 'notes') => ({
    name,
    value: draft[name],
    onInput: (e: { currentTarget: { value: string } }) =>
      setDraft({ ...draft, [name]: e.currentTarget.value }),
  });
  const { leaves } = props;
  return (
    <Modal labelledBy="oc-address-title" class="oc-dialog" onClose={props.onClose}>
      <form
        class="address-form"
        onSubmit={(e) => {
          e.preventDefault();
          props.onSave({ ...draft, address: draft.address.trim() });
        }}
      >
        <h2 id="oc-address-title">{t('address.title')}</h2>
        {leaves.hideAddressMap ? null : (
          // A static box: the website loads no map service (docs/product/website.md#checkout).
          <div
            class="address-map"
            role="img"
            aria-label={
              draft.address ? t('address.map', { address: draft.address }) : t('address.map_none')
            }
          >
            <PinIcon />
          </div>
        )}
        {props.problem ? (
          <p id="oc-address-problem" class="checkout-alert" role="alert">
            {props.problem}
          </p>
        ) : null}
        <label>
          {t('address.address')}
          <input
            {...field('address')}
            required
            maxLength={255}
            autocomplete="street-address"
            aria-describedby={props.problem ? 'oc-address-problem' : undefined}
            aria-invalid={props.problem && !draft.address.trim() ? 'true' : undefined}
            data-autofocus
          />
        </label>
        {leaves.hideInternalNumber ? null : (
          <label>
            {t('address.internal')}
            <input {...field('internal_number')} maxLength={50} autocomplete="address-line2" />
          </label>
        )}
        {leaves.hideAddressNotes ? null : (
          <label>
            {t('address.notes')}
            <textarea {...field('notes')} rows={2} maxLength={500} />
          </label>
        )}
        {leaves.hideAddressIcons ? null : (
          <fieldset class="address-labels">
            <legend>{t('address.save_as')}</legend>
            {LABELS.map(([value, icon]) => (
              <label key={value}>
                <input
                  type="radio"
                  name="label"
                  value={value}
                  checked={draft.label === value}
                  onChange={() => setDraft({ ...draft, label: value })}
                />
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d={icon} />
                </svg>
                {t(`address.${value}`)}
              </label>
            ))}
          </fieldset>
        )}
        <div class="oc-dialog-actions">
          <button type="submit" class="button">
            {t('address.use')}
          </button>
          <button type="button" class="button-secondary" onClick={props.onClose}>
            {t('address.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
