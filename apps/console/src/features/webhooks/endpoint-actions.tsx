import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSendTestWebhook } from '../../data/webhooks/send-test-webhook';
import { firstErrorMessage } from '../../lib/error-message';
import { DeleteEndpointButton } from './delete-endpoint-button';
import { RotateSecretButton } from './rotate-secret-button';
import { TestOutcome } from './test-outcome';
import '../../lib/page-words/webhooks';

/**
 * Send test event, Rotate secret and Delete. The test is sent even to an endpoint that is off, so
 * the owner can check it first (docs/product/webhooks.md#retries); its outcome is said here, and it
 * is the first delivery of the log.
 */
export function EndpointActions({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation();
  const test = useSendTestWebhook(endpointId);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          leftSection={<IconSend size={18} aria-hidden />}
          loading={test.isPending}
          onClick={() => test.mutate()}
        >
          {t('webhooks.test.button')}
        </Button>
        <RotateSecretButton endpointId={endpointId} />
        <DeleteEndpointButton endpointId={endpointId} />
      </Group>
      {test.data && <TestOutcome delivery={test.data} />}
      {test.isError && (
        <Alert color="red" role="alert">
          {firstErrorMessage(test.error, t('webhooks.test.error'))}
        </Alert>
      )}
    </Stack>
  );
}
