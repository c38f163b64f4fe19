import { Badge, Text } from '@mantine/core';
import type { TWebhookDelivery } from '@oc/domain/webhooks/webhook.schema';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatWhen } from './webhook-words';
import '../../lib/page-words/webhooks';

/**
 * Succeeded, Failed, or still on its way: 'Retrying' with when the next attempt is, after a failed
 * one, else 'Waiting to be sent'. In words and an icon, not by colour alone.
 */
export function DeliveryStatus({ delivery }: { delivery: TWebhookDelivery }) {
  const { t, i18n } = useTranslation();
  if (delivery.status === 'succeeded')
    return (
      <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
        {t('webhooks.delivery.succeeded')}
      </Badge>
    );
  if (delivery.status === 'failed')
    return (
      <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
        {t('webhooks.delivery.failed')}
      </Badge>
    );
  const isRetrying = delivery.attempts > 0;
  return (
    <>
      <Badge color="yellow" variant="light" leftSection={<IconClock size={12} aria-hidden />}>
        {isRetrying ? t('webhooks.delivery.retrying') : t('webhooks.delivery.pending')}
      </Badge>
      {isRetrying && delivery.next_attempt_at && (
        <Text size="xs" mt={2}>
          {t('webhooks.delivery.nextAttempt', {
            at: formatWhen(delivery.next_attempt_at, i18n.language),
          })}
        </Text>
      )}
    </>
  );
}
