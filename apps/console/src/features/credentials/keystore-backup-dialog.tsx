import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { TGeneratedKeystore } from '@oc/domain/credentials/generate-keystore.schema';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';

type TBackup = TGeneratedKeystore['backup'];

/** Hands the keystore's bytes to the browser to save, without asking the server again. */
function saveKeystore(backup: TBackup) {
  const bytes = Uint8Array.from(atob(backup.keystore_base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/x-pkcs12' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = backup.file_name;
  link.click();
  URL.revokeObjectURL(url);
}

function Secret({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" fw={500}>
        {label}
      </Text>
      <Group gap={4} wrap="nowrap" align="center">
        <Code style={{ wordBreak: 'break-all' }} aria-label={label}>
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

type TProps = { backup: TBackup | null; onClose: () => void };

/**
 * The one time a generated keystore and its values are shown
 * (docs/product/credentials.md#generate-a-keystore): the file to download, the alias and passwords
 * to copy, and why losing them matters. It closes only once the owner says they kept them, and
 * with it the copy in the page is gone.
 */
export function KeystoreBackupDialog({ backup, onClose }: TProps) {
  const { t } = useTranslation();
  const [isKept, setKept] = useState(false);
  const close = () => {
    setKept(false);
    onClose();
  };
  return (
    <LazyModal
      opened={backup !== null}
      onClose={() => {}}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      title={t('settings.app.keys.generate.backupTitle')}
      centered
      size="lg"
    >
      {backup && (
        <Stack gap="sm">
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
            {t('settings.app.keys.generate.warning')}
          </Alert>
          <Group>
            <Button leftSection={<IconDownload size={16} />} onClick={() => saveKeystore(backup)}>
              {t('settings.app.keys.generate.download', { name: backup.file_name })}
            </Button>
          </Group>
          <Secret label={t('settings.app.keys.fields.key_alias')} value={backup.key_alias} />
          <Secret
            label={t('settings.app.keys.fields.store_password')}
            value={backup.store_password}
          />
          <Secret label={t('settings.app.keys.fields.key_password')} value={backup.key_password} />
          <Checkbox
            checked={isKept}
            onChange={(event) => setKept(event.currentTarget.checked)}
            label={t('settings.app.keys.generate.kept')}
          />
          <Group justify="flex-end">
            <Button disabled={!isKept} onClick={close}>
              {t('settings.app.keys.generate.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </LazyModal>
  );
}
