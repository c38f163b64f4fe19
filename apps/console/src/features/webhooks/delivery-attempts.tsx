import { Code, Table, Text } from '@mantine/core';
import type { TWebhookDelivery } from '@oc/domain/webhooks/webhook.schema';
import { useTranslation } from 'react-i18next';
import { formatWhen } from './webhook-words';
import '../../lib/page-words/webhooks';

type TAttempt = TWebhookDelivery['attempt_log'][number];

/** What the endpoint answered: its status code, or why there was no answer. */
function AnswerOf({ attempt }: { attempt: TAttempt }) {
  const { t } = useTranslation();
  if (attempt.status_code !== null && attempt.error === null)
    return <>{t('webhooks.attempt.code', { code: attempt.status_code })}</>;
  if (attempt.status_code !== null)
    return (
      <>{t('webhooks.attempt.codeAndError', { code: attempt.status_code, error: attempt.error })}</>
    );
  return <>{attempt.error ?? t('webhooks.attempt.noAnswer')}</>;
}

/**
 * Every attempt of a delivery, oldest first (docs/product/webhooks.md#delivery): when, the status
 * code or the error, how long the endpoint took, and the start of its answer as it sent it.
 */
export function DeliveryAttempts({ delivery }: { delivery: TWebhookDelivery }) {
  const { t, i18n } = useTranslation();
  if (delivery.attempt_log.length === 0) return <Text size="sm">{t('webhooks.attempt.none')}</Text>;
  return (
    <Table
      verticalSpacing="xs"
      aria-label={t('webhooks.attempt.label', { event: delivery.event_id })}
      layout="fixed"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={200}>
            {t('webhooks.attempt.at')}
          </Table.Th>
          <Table.Th scope="col" w={200}>
            {t('webhooks.attempt.answer')}
          </Table.Th>
          <Table.Th scope="col" w={100} ta="end">
            {t('webhooks.attempt.latency')}
          </Table.Th>
          <Table.Th scope="col">{t('webhooks.attempt.response')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {delivery.attempt_log.map((attempt) => (
          <Table.Tr key={attempt.at}>
            <Table.Td>
              <time dateTime={attempt.at}>{formatWhen(attempt.at, i18n.language)}</time>
            </Table.Td>
            <Table.Td>
              <AnswerOf attempt={attempt} />
            </Table.Td>
            <Table.Td ta="end">{t('webhooks.attempt.ms', { ms: attempt.latency_ms })}</Table.Td>
            <Table.Td>
              {attempt.response_excerpt ? (
                <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {attempt.response_excerpt}
                </Code>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('webhooks.attempt.noResponse')}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
