import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TWebhookEndpoint } from '@oc/domain/webhooks/webhook.schema';
import { useTranslation } from 'react-i18next';
import { useUpdateWebhookEndpoint } from '../../data/webhooks/update-webhook-endpoint';
import { firstErrorMessage } from '../../lib/error-message';
import '../../lib/page-words/webhooks';

type TProps = { endpoint: TWebhookEndpoint; describedBy?: string };

/** Turns an endpoint the server disabled on again, which clears why it was turned off. */
export function TurnOnAgainButton({ endpoint, describedBy }: TProps) {
  const { t } = useTranslation();
  const update = useUpdateWebhookEndpoint(endpoint.id);
  return (
    <Button
      size="xs"
      loading={update.isPending}
      aria-describedby={describedBy}
      onClick={() =>
        update.mutate(
          { enabled: true },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', message: t('webhooks.turnedOn') }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: firstErrorMessage(error, t('webhooks.form.failed')),
              }),
          },
        )
      }
    >
      {t('webhooks.turnOnAgain')}
    </Button>
  );
}
