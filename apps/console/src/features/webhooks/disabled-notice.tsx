import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import type { TWebhookEndpoint } from '@oc/domain/webhooks/webhook.schema';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { statusOf } from './endpoint-status-badge';
import { TurnOnAgainButton } from './turn-on-again-button';
import '../../lib/page-words/webhooks';

/** One endpoint the server turned off: its address, why, and Turn on again. */
function DisabledLine({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const id = useId();
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Stack gap={0} id={id} miw={0}>
        <Anchor component={Link} to={`/webhooks/${endpoint.id}`} size="sm" fw={600} truncate>
          {endpoint.url}
        </Anchor>
        <Text size="sm">{translateServerMessage(endpoint.disabled_reason ?? '')}</Text>
      </Stack>
      <TurnOnAgainButton endpoint={endpoint} describedBy={id} />
    </Group>
  );
}

/**
 * The endpoints the server turned off because every delivery failed for a day
 * (docs/product/webhooks.md#retries), at the top of the page: nothing is sent to them until the
 * owner turns them on again.
 */
export function DisabledNotice({ endpoints }: { endpoints: TWebhookEndpoint[] }) {
  const { t } = useTranslation();
  const disabled = endpoints.filter((e) => statusOf(e) === 'disabled');
  if (disabled.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('webhooks.disabledNotice.title', { count: disabled.length })}
    >
      <Stack gap="sm">
        <Text size="sm">{t('webhooks.disabledNotice.text')}</Text>
        {disabled.map((endpoint) => (
          <DisabledLine key={endpoint.id} endpoint={endpoint} />
        ))}
      </Stack>
    </Alert>
  );
}
