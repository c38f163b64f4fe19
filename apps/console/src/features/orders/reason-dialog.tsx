import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  ORDER_REASON_MAX,
  type TOrderDetail,
  ZOrderStatusChange,
} from '@oc/domain/orders/order-admin.schema';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';
import { useChangeOrderStatus } from '../../data/orders/change-order-status';
import { firstErrorMessage } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';

type TProps = {
  order: TOrderDetail;
  /** Rejected or cancelled: the moves the customer is told why of. */
  status: 'rejected' | 'cancelled';
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
};

/**
 * 'Reject' and 'Cancel order': why, in a few words the customer reads on the order's page
 * (docs/product/screens.md#orders); a reason is required, of at most 300 characters.
 */
export function ReasonDialog({ order, status, opened, onClose, onDone }: TProps) {
  const { t } = useTranslation();
  const change = useChangeOrderStatus(order.id);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const words = status === 'rejected' ? 'reject' : 'cancel';
  const close = () => {
    setReason('');
    setFieldError(null);
    change.reset();
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = ZOrderStatusChange.safeParse({ status, reason });
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
      title={t(`orders.${words}.title`, { number: order.number })}
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">{t(`orders.${words}.text`)}</Text>
          <Textarea
            label={t('orders.dialog.reason')}
            description={t('orders.dialog.reasonHelp', { max: ORDER_REASON_MAX })}
            value={reason}
            onChange={(event) => {
              setFieldError(null);
              setReason(event.currentTarget.value);
            }}
            error={fieldError}
            required
            autosize
            minRows={2}
            data-autofocus
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
            <Button type="submit" color="red" loading={change.isPending}>
              {t(`orders.${words}.submit`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
