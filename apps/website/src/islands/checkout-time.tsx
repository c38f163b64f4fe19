/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useIslandWords } from '../words';
import type { TOrderTime, TTiming } from './order-times';

// When the order is for (docs/product/website.md#checkout): as soon as possible while the business
// is open, or a time for later among those its hours offer, on its clock with the day.

export type TOrderWhen = 'now' | 'later';

/** The times offered, by day on the business's clock: 'Fri 28 Nov' → its times. */
function byDay(times: TOrderTime[]) {
  const days = new Map<string, TOrderTime[]>();
  for (const time of times) days.set(time.day, [...(days.get(time.day) ?? []), time]);
  return [...days];
}

export function CheckoutTime(props: {
  businessName: string;
  /** What the server said; null while it is asked, or when it could not say. */
  timing: TTiming | null;
  when: TOrderWhen;
  /** The time chosen (an ISO instant among the times), '' for none. */
  scheduledFor: string;
  onWhen: (when: TOrderWhen) => void;
  onTime: (at: string) => void;
}) {
  const t = useIslandWords();
  const { timing, when } = props;
  const isOpen = timing?.isOpen ?? true;
  return (
    <fieldset class="checkout-time">
      <legend>{t('checkout.when')}</legend>
      <label class="checkout-choice">
        <input
          type="radio"
          name="when"
          value="now"
          checked={when === 'now'}
          disabled={!isOpen}
          aria-describedby={isOpen ? undefined : 'oc-checkout-closed'}
          onChange={() => props.onWhen('now')}
        />
        {t('checkout.now')}
      </label>
      {isOpen ? null : (
        <p id="oc-checkout-closed" class="checkout-closed">
          {timing?.closedMessage}
        </p>
      )}
      <label class="checkout-choice">
        <input
          type="radio"
          name="when"
          value="later"
          checked={when === 'later'}
          disabled={timing === null}
          onChange={() => props.onWhen('later')}
        />
        {t('checkout.later')}
      </label>
      {when !== 'later' || timing === null ? null : timing.times.length === 0 ? (
        <p class="checkout-no-times">{t('checkout.no_times', { business: props.businessName })}</p>
      ) : (
        <label class="checkout-when-time">
          {t('checkout.time')}
          <select
            name="scheduled_for"
            value={props.scheduledFor}
            onChange={(e) => props.onTime(e.currentTarget.value)}
          >
            {byDay(timing.times).map(([day, times]) => (
              <optgroup key={day} label={day}>
                {times.map((time) => (
                  <option key={time.at} value={time.at}>
                    {day}, {time.time}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
