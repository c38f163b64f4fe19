import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type TOrderDetail, ZOrderStatusChange } from '@oc/domain/orders/order-admin.schema';
import { formatOrderClock } from '@oc/domain/orders/order-times.rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';
import { useChangeOrderStatus } from '../../data/orders/change-order-status';
import { firstErrorMessage } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';
import { nextClockTime } from './order-time';

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
  const change = useChangeOrderStatus(order.id);
  const [choice, setChoice] = useState<TChoice>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const close = () => {
    setChoice(null);
    setFieldError(null);
    change.reset();
    onClose();
  };
  const time =
    choice === null
      ? ''
      : 'time' in choice
        ? choice.time
        : formatOrderClock(new Date(Date.now() + choice.minutes * MINUTE), order.time_zone);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const readyBy =
      choice === null
        ? null
        : 'minutes' in choice
          ? new Date(Date.now() + choice.minutes * MINUTE)
          : nextClockTime(choice.time, order.time_zone, new Date());
    const checked = ZOrderStatusChange.safeParse({
      status: 'accepted',
      ready_by: readyBy?.toISOString(),
    });
    if (!checked.success) {
      setFieldError(translateServerMessage(checked.error.issues[0]?.message ?? ''));
      return;
    }
    change.mutate(checked.data, {
      onSuccess: () => {
        close();
        onDone();
      },
    });
  };

  return (
    <LazyModal
      opened={opened}
      onClose={change.isPending ? () => {} : close}
      title={t('orders.accept.title', { number: order.number })}
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">{t('orders.accept.text')}</Text>
          <Group gap="xs" role="group" aria-label={t('orders.accept.readyIn')}>
            {READY_IN_MINUTES.map((minutes) => {
              const isChosen = choice !== null && 'minutes' in choice && choice.minutes === minutes;
              return (
                <Button
                  key={minutes}
                  variant={isChosen ? 'filled' : 'default'}
                  aria-pressed={isChosen}
                  onClick={() => {
                    setFieldError(null);
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
              setFieldError(null);
              setChoice(event.currentTarget.value ? { time: event.currentTarget.value } : null);
            }}
            error={fieldError}
            required
          />
          {change.error && (
            <Alert color="red" role="alert">
              {firstErrorMessage(change.error, t('orders.actions.failed'))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={change.isPending}>
              {t('orders.dialog.back')}
            </Button>
            <Button type="submit" color="green" loading={change.isPending}>
              {t('orders.accept.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
