import { ORDER_REASON_MAX, type TOrderDetail } from '@oc/domain/orders/order-admin.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GrowingTextarea } from '../../components/growing-textarea';
import { OrderMoveDialog } from './order-move-dialog';
import '../../lib/page-words/orders';

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
  const [reason, setReason] = useState('');
  const words = status === 'rejected' ? 'reject' : 'cancel';
  return (
    <OrderMoveDialog
      order={order}
      opened={opened}
      onClose={onClose}
      onDone={onDone}
      title={t(`orders.${words}.title`, { number: order.number })}
      text={t(`orders.${words}.text`)}
      submitLabel={t(`orders.${words}.submit`)}
      submitColor="red"
      move={() => ({ status, reason })}
      onReset={() => setReason('')}
    >
      {(fieldError, clearError) => (
        <GrowingTextarea
          label={t('orders.dialog.reason')}
          description={t('orders.dialog.reasonHelp', { max: ORDER_REASON_MAX })}
          value={reason}
          onChange={(event) => {
            clearError();
            setReason(event.currentTarget.value);
          }}
          error={fieldError}
          required
          minRows={2}
          data-autofocus
        />
      )}
    </OrderMoveDialog>
  );
}
