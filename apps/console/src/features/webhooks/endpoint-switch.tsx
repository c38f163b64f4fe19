import { Alert, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TWebhookEndpoint } from '@oc/domain/webhooks/webhook.schema';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../components/switch-field';
import { useUpdateWebhookEndpoint } from '../../data/webhooks/update-webhook-endpoint';
import { firstErrorMessage } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';
import { EndpointStatusBadge, statusOf } from './endpoint-status-badge';
import { TurnOnAgainButton } from './turn-on-again-button';
import '../../lib/page-words/webhooks';

/**
 * Whether events are sent to the endpoint: its status, the On/Off switch, and, when the server
 * turned it off, why, with Turn on again. Either way a change clears the server's reason.
 */
export function EndpointSwitch({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const { t } = useTranslation();
  const update = useUpdateWebhookEndpoint(endpoint.id);
  const isDisabled = statusOf(endpoint) === 'disabled';
  return (
    <Stack gap="sm">
      {isDisabled && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={translateServerMessage(endpoint.disabled_reason ?? '')}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('webhooks.disabledNotice.one')}</Text>
            <TurnOnAgainButton endpoint={endpoint} />
          </Group>
        </Alert>
      )}
      <Group gap="md" align="flex-start">
        <SwitchField
          label={t('webhooks.switch.label')}
          description={t('webhooks.switch.help')}
          checked={endpoint.enabled}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { enabled: event.currentTarget.checked },
              {
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    message: firstErrorMessage(error, t('webhooks.form.failed')),
                  }),
              },
            )
          }
        />
        <EndpointStatusBadge endpoint={endpoint} />
      </Group>
    </Stack>
  );
}
