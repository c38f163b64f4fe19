import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyableCode } from '../../components/copyable-code';
import '../../lib/page-words/webhooks';

type TProps = { secret: string; onDone: () => void };

/**
 * The signing secret, shown this once (docs/product/webhooks.md#endpoints): the server answers it
 * only when the endpoint is made or its secret rotated, and the console keeps it nowhere, so the
 * owner copies it now. 'Copied' is said beside the button (and announced), so the button keeps its
 * name for a second copy.
 */
export function SecretPanel({ secret, onDone }: TProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={t('webhooks.secret.warning')}
      >
        {t('webhooks.secret.why')}
      </Alert>
      <CopyableCode
        code={secret}
        label={t('webhooks.secret.label')}
        isLabelShown
        copyLabel={t('webhooks.secret.copy')}
        copiedLabel={t('webhooks.secret.copied')}
      />
      <Text size="sm">{t('webhooks.secret.verify')}</Text>
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          {t('webhooks.secret.done')}
        </Button>
      </Group>
    </Stack>
  );
}
