import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TGeneratedKeystore } from '@oc/domain/credentials/generate-keystore.schema';
import { MESSAGES } from '@oc/domain/messages/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';
import { useGenerateKeystore } from '../../data/credentials/generate-keystore';
import { ApiError } from '../../lib/api-client';
import { errorMessages } from '../../lib/error-message';
import { KeystoreBackupDialog } from './keystore-backup-dialog';
import '../../lib/page-words/settings-app';

type TProps = { appId: number; hasKeystore: boolean; isDisabled: boolean };

const isAlreadySaved = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.messages[0] === MESSAGES.KEYSTORE_ALREADY_SAVED;

/**
 * 'Generate a keystore' beside the keystore upload (docs/product/credentials.md#generate-a-keystore):
 * the server makes and saves a new upload key; a saved keystore is replaced only after the owner
 * confirms. While it is made (a few seconds) the action shows its progress; then the one copy of it
 * is offered in the backup dialog.
 */
export function GenerateKeystore({ appId, hasKeystore, isDisabled }: TProps) {
  const { t } = useTranslation();
  const generate = useGenerateKeystore(appId);
  const [isConfirming, setConfirming] = useState(false);
  const [backup, setBackup] = useState<TGeneratedKeystore['backup'] | null>(null);

  const run = async (replace: boolean) => {
    setConfirming(false);
    try {
      const generated = await generate.mutateAsync({ replace });
      setBackup(generated.backup);
      // The dialog holds the only copy; the mutation forgets its own.
      generate.reset();
    } catch (error) {
      // Saved elsewhere meanwhile: ask, as when the page already knew of it.
      if (isAlreadySaved(error)) setConfirming(true);
      else
        notifications.show({
          color: 'red',
          message: errorMessages(error, t('settings.app.keys.generate.failed')).join('\n'),
        });
    }
  };

  return (
    <Stack gap={4}>
      <Group gap="xs" align="center">
        <Button
          size="xs"
          variant="light"
          loading={generate.isPending}
          disabled={isDisabled}
          onClick={() => (hasKeystore ? setConfirming(true) : run(false))}
        >
          {t('settings.app.keys.generate.action')}
        </Button>
        <Text size="xs" c="dimmed">
          {hasKeystore
            ? t('settings.app.keys.generate.helpReplace')
            : t('settings.app.keys.generate.help')}
        </Text>
      </Group>
      {generate.isPending && (
        <Progress
          value={100}
          striped
          animated
          aria-label={t('settings.app.keys.generate.making')}
        />
      )}
      <LazyModal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('settings.app.keys.generate.replaceTitle')}
        centered
      >
        <Text size="sm" mb="md">
          {t('settings.app.keys.generate.replaceBody')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('settings.app.keys.generate.keep')}
          </Button>
          <Button color="red" onClick={() => run(true)}>
            {t('settings.app.keys.generate.replace')}
          </Button>
        </Group>
      </LazyModal>
      <KeystoreBackupDialog backup={backup} onClose={() => setBackup(null)} />
    </Stack>
  );
}
