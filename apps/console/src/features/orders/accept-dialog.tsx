import { Button, Group, TextInput } from '@mantine/core';
import type { TOrderDetail } from '@oc/domain/orders/order-admin.schema';
import { formatOrderClock } from '@oc/domain/orders/order-times.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderMoveDialog } from './order-move-dialog';
import { nextClockTime } from './order-time';
import '../../lib/page-words/orders';

/** The quick picks: ready in this many minutes from when the owner accepts. */
const READY_IN_MINUTES = [15, 30, 45, 60] as const;
const MINUTE = 60_000;

/** Ready in some minutes from now (a quick pick), or at a time on the business's clock. */
type TChoice = { minutes: number } | { time: string } | null;

type TProps = { order: TOrderDetail; opened: boolean; onClose: () => void; onDone: () => void };

/**
 * 'Accept': when the order will be ready, which the customer then reads
 * (docs/product/screens.md#orders). A quick pick counts from the moment Accept is pressed; a time
 * typed is the next time the business's clock shows it, within a day.
 */
export function AcceptDialog({ order, opened, onClose, onDone }: TProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<TChoice>(null);
  const time =
    choice === null
      ? ''
      : 'time' in choice
        ? choice.time
        : // A time field's value is '13:45' in every language; the browser shows it in the page's.
          formatOrderClock(new Date(Date.now() + choice.minutes * MINUTE), order.time_zone);
  const readyBy = () =>
    choice === null
      ? null
      : 'minutes' in choice
        ? new Date(Date.now() + choice.minutes * MINUTE)
        : nextClockTime(choice.time, order.time_zone, new Date());

  return (
    <OrderMoveDialog
      order={order}
      opened={opened}
      onClose={onClose}
      onDone={onDone}
      title={t('orders.accept.title', { number: order.number })}
      text={t('orders.accept.text')}
      submitLabel={t('orders.accept.submit')}
      submitColor="green"
      move={() => ({ status: 'accepted', ready_by: readyBy()?.toISOString() })}
      onReset={() => setChoice(null)}
    >
      {(fieldError, clearError) => (
        <>
          <Group gap="xs" role="group" aria-label={t('orders.accept.readyIn')}>
            {READY_IN_MINUTES.map((minutes) => {
              const isChosen = choice !== null && 'minutes' in choice && choice.minutes === minutes;
              return (
                <Button
                  key={minutes}
                  variant={isChosen ? 'filled' : 'default'}
                  aria-pressed={isChosen}
                  onClick={() => {
                    clearError();
                    setChoice({ minutes });
                  }}
                >
                  {t('orders.accept.minutes', { minutes })}
                </Button>
              );
            })}
          </Group>
          <TextInput
            type="time"
            label={t('orders.accept.readyBy')}
            description={t('orders.accept.readyByHelp', { zone: order.time_zone })}
            value={time}
            onChange={(event) => {
              clearError();
              setChoice(event.currentTarget.value ? { time: event.currentTarget.value } : null);
            }}
            error={fieldError}
            required
          />
        </>
      )}
    </OrderMoveDialog>
  );
}
