import { Alert } from '@mantine/core';
import type { TWebhookDelivery } from '@oc/domain/webhooks/webhook.schema';
import { useTranslation } from 'react-i18next';
import '../../lib/page-words/webhooks';

/** What the test event's one attempt came to, in a sentence. */
export function TestOutcome({ delivery }: { delivery: TWebhookDelivery }) {
  const { t } = useTranslation();
  const attempt = delivery.attempt_log.at(-1);
  if (delivery.status === 'succeeded')
    return (
      <Alert color="green" variant="light" role="status">
        {t('webhooks.test.succeeded', {
          code: attempt?.status_code ?? delivery.last_status_code,
          ms: attempt?.latency_ms ?? delivery.last_latency_ms,
        })}
      </Alert>
    );
  let why: string;
  if (attempt?.error) why = attempt.error;
  else if (attempt?.status_code != null)
    why = t('webhooks.attempt.code', { code: attempt.status_code });
  else why = t('webhooks.attempt.noAnswer');
  return (
    <Alert color="red" variant="light" role="status">
      {t('webhooks.test.failed', { why })}
    </Alert>
  );
}
