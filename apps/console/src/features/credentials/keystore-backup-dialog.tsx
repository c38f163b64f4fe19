import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import type { TGeneratedKeystore } from '@oc/domain/credentials/generate-keystore.schema';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';
import { saveBlob } from '../../lib/download-file';
import { CopyableValue } from './keystore-facts';
import '../../lib/page-words/settings-app';

type TBackup = TGeneratedKeystore['backup'];

/** Hands the keystore's bytes to the browser to save, without asking the server again. */
function saveKeystore(backup: TBackup) {
  const bytes = Uint8Array.from(atob(backup.keystore_base64), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: 'application/x-pkcs12' }), backup.file_name);
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
          <CopyableValue
            isCodeNamed
            label={t('settings.app.keys.fields.key_alias')}
            value={backup.key_alias}
          />
          <CopyableValue
            isCodeNamed
            label={t('settings.app.keys.fields.store_password')}
            value={backup.store_password}
          />
          <CopyableValue
            isCodeNamed
            label={t('settings.app.keys.fields.key_password')}
            value={backup.key_password}
          />
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
