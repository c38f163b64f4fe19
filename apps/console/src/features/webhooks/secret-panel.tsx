import { Alert, Box, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TProps = { secret: string; onDone: () => void };

/**
 * The signing secret, shown this once (docs/product/webhooks.md#endpoints): the server answers it
 * only when the endpoint is made or its secret rotated, and the console keeps it nowhere, so the
 * owner copies it now. 'Copied' is said beside the button (and announced), so the button keeps its
 * name for a second copy.
 */
export function SecretPanel({ secret, onDone }: TProps) {
  const { t } = useTranslation();
  const labelId = useId();
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
      <Stack gap={4}>
        <Text id={labelId} size="sm" fw={500}>
          {t('webhooks.secret.label')}
        </Text>
        <Box component="figure" m={0} aria-labelledby={labelId}>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {secret}
          </Code>
        </Box>
        <CopyButton value={secret} timeout={2000}>
          {({ copied, copy }) => (
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                leftSection={
                  copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                }
                onClick={copy}
              >
                {t('webhooks.secret.copy')}
              </Button>
              <Text size="sm" c="teal" role="status">
                {copied ? t('webhooks.secret.copied') : ''}
              </Text>
            </Group>
          )}
        </CopyButton>
      </Stack>
      <Text size="sm">{t('webhooks.secret.verify')}</Text>
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          {t('webhooks.secret.done')}
        </Button>
      </Group>
    </Stack>
  );
}
