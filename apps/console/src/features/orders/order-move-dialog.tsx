import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type TOrderDetail, ZOrderStatusChange } from '@oc/domain/orders/order-admin.schema';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';
import { useChangeOrderStatus } from '../../data/orders/change-order-status';
import { firstErrorMessage } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';
import '../../lib/page-words/orders';

type TProps = {
  order: TOrderDetail;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
  title: string;
  text: string;
  submitLabel: string;
  submitColor: string;
  /** The move as the field holds it when submitted, checked by the domain's schema first. */
  move: () => unknown;
  /** Empties the field, when the dialog closes. */
  onReset: () => void;
  /** The field, given the schema's complaint about it and a way to clear it as the owner types. */
  children: (fieldError: string | null, clearError: () => void) => ReactNode;
};

/**
 * A dialog that moves an order on with one field (when it will be ready, why it is refused): the
 * move is checked as the server will check it, sent, and the server's refusal shown in place
 * (docs/product/screens.md#orders). It cannot be closed while the move is on its way.
 */
export function OrderMoveDialog(props: TProps) {
  const { order, opened, onClose, onDone, move, onReset } = props;
  const { t } = useTranslation();
  const change = useChangeOrderStatus(order.id);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const close = () => {
    onReset();
    setFieldError(null);
    change.reset();
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = ZOrderStatusChange.safeParse(move());
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
      title={props.title}
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">{props.text}</Text>
          {props.children(fieldError, () => setFieldError(null))}
          {change.error && (
            <Alert color="red" role="alert">
              {firstErrorMessage(change.error, t('orders.actions.failed'))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={change.isPending}>
              {t('orders.dialog.back')}
            </Button>
            <Button type="submit" color={props.submitColor} loading={change.isPending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
