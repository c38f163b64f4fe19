import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useResendWebhookDelivery } from '../../data/webhooks/resend-webhook-delivery';
import { firstErrorMessage } from '../../lib/error-message';
import '../../lib/page-words/webhooks';

type TProps = { endpointId: number; deliveryId: number };

/** Resend: the same event again, as a new delivery at the top of the log. */
export function ResendButton({ endpointId, deliveryId }: TProps) {
  const { t } = useTranslation();
  const resend = useResendWebhookDelivery(endpointId);
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconRefresh size={14} aria-hidden />}
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(deliveryId, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: t('webhooks.resend.done') }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: firstErrorMessage(error, t('webhooks.resend.failed')),
            }),
        })
      }
    >
      {t('webhooks.resend.button')}
    </Button>
  );
}
