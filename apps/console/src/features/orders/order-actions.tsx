import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TOrderDetail } from '@oc/domain/orders/order-admin.schema';
import { nextStatuses, type TOrderStatus } from '@oc/domain/orders/order-status.rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeOrderStatus } from '../../data/orders/change-order-status';
import { firstErrorMessage } from '../../lib/error-message';
import { AcceptDialog } from './accept-dialog';
import { ReasonDialog } from './reason-dialog';
import '../../lib/page-words/orders';

type TDialog = 'accepted' | 'rejected' | 'cancelled' | null;

/** Rejecting and cancelling end the order: they are set apart from the steps forward. */
const isEnding = (status: TOrderStatus) => status === 'rejected' || status === 'cancelled';

type TProps = {
  order: TOrderDetail;
  /** A dialog opened or closed: while one is open, Escape is the dialog's, not the drawer's. */
  onDialogChange: (isOpen: boolean) => void;
};

/**
 * The order's next steps, as the domain allows them from where it is (nextStatuses): Accept asks
 * when it will be ready, Reject and Cancel ask why; the others move it at once. A refusal (the
 * order moved meanwhile, on another device) shows the server's words, and the order as it now is.
 */
export function OrderActions({ order, onDialogChange }: TProps) {
  const { t } = useTranslation();
  const change = useChangeOrderStatus(order.id);
  const [dialog, setDialog] = useState<TDialog>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const steps = nextStatuses(order.status, order.order_type);

  const open = (next: TDialog) => {
    change.reset();
    setDialog(next);
    onDialogChange(next !== null);
  };
  // The button pressed is gone once the order moves on: focus stays in the drawer, on its steps.
  const handleDone = () => heading.current?.focus();
  const handleStep = (status: TOrderStatus) => {
    if (status === 'accepted' || isEnding(status)) return open(status as TDialog);
    change.mutate({ status }, { onSuccess: handleDone });
  };
  const pendingStatus = change.isPending ? change.variables?.status : undefined;

  return (
    <Stack gap="xs">
      <Text ref={heading} component="h3" size="sm" fw={700} tabIndex={-1} m={0}>
        {t('orders.actions.title')}
      </Text>
      {steps.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('orders.actions.none')}
        </Text>
      )}
      <Group gap="xs">
        {steps.map((status) => (
          <Button
            key={status}
            color={status === 'accepted' ? 'green' : isEnding(status) ? 'red' : undefined}
            variant={isEnding(status) ? 'outline' : 'filled'}
            loading={pendingStatus === status}
            disabled={change.isPending && pendingStatus !== status}
            onClick={() => handleStep(status)}
          >
            {t(`orders.actions.${status}`)}
          </Button>
        ))}
      </Group>
      {change.error && (
        <Alert color="red" role="alert">
          {firstErrorMessage(change.error, t('orders.actions.failed'))}
        </Alert>
      )}
      <AcceptDialog
        order={order}
        opened={dialog === 'accepted'}
        onClose={() => open(null)}
        onDone={handleDone}
      />
      {(['rejected', 'cancelled'] as const).map((status) => (
        <ReasonDialog
          key={status}
          order={order}
          status={status}
          opened={dialog === status}
          onClose={() => open(null)}
          onDone={handleDone}
        />
      ))}
    </Stack>
  );
}
