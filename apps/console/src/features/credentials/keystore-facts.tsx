import { ActionIcon, Code, CopyButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { TKeystoreFacts } from '@oc/domain/credentials/credentials-summary.schema';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../lib/page-words/settings-app';

/**
 * A value the owner copies elsewhere (a fingerprint into Google Play, a generated password into a
 * password manager), under its label, with a copy button. `isCodeNamed` names the value itself by
 * the label too, where it stands without a heading of its own.
 */
export function CopyableValue({
  label,
  value,
  isCodeNamed = false,
}: {
  label: string;
  value: string;
  isCodeNamed?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" fw={500}>
        {label}
      </Text>
      <Group gap={4} wrap="nowrap" align="center">
        <Code style={{ wordBreak: 'break-all' }} aria-label={isCodeNamed ? label : undefined}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('settings.app.keys.keystore.copied') : label} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('settings.app.keys.keystore.copy', { name: label })}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}

/**
 * The signing certificate of the saved keystore, as keytool read it on save
 * (docs/product/credentials.md#keystore). Owners paste its fingerprints into Google Play, Firebase
 * and Google APIs.
 */
export function KeystoreFacts({ facts }: { facts: TKeystoreFacts }) {
  const { t } = useTranslation();
  const title = t('settings.app.keys.keystore.title');
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={title}>
      <Stack gap="xs">
        <div>
          <Text fw={500} size="sm">
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {t('settings.app.keys.keystore.help')}
          </Text>
        </div>
        <Text size="sm">
          {t('settings.app.keys.keystore.subject')}: {facts.subject}
        </Text>
        <CopyableValue
          label={t('settings.app.keys.keystore.sha1')}
          value={facts.sha1_fingerprint}
        />
        <CopyableValue
          label={t('settings.app.keys.keystore.sha256')}
          value={facts.sha256_fingerprint}
        />
        <Text size="sm">
          {t('settings.app.keys.keystore.validity', {
            from: new Date(facts.not_before),
            until: new Date(facts.not_after),
          })}
        </Text>
      </Stack>
    </Paper>
  );
}
