import { useTranslation } from 'react-i18next';
import { clockOf } from './order-time';
import '../../lib/page-words/orders';

type TProps = { at: string; timeZone: string; now: Date };

/** An order's time as the owner reads it: 'Today 12:04', else 'Sat, Nov 28 12:04'. */
export function OrderClock({ at, timeZone, now }: TProps) {
  const { t, i18n } = useTranslation();
  const { day, time } = clockOf(at, timeZone, now, i18n.language);
  return (
    <time dateTime={at}>
      {day === null ? t('orders.time.today', { time }) : t('orders.time.day', { day, time })}
    </time>
  );
}
