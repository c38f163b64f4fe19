import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/alert-dialog';
import { useSendToStore } from '../../data/builds/send-to-store';
import { errorMessages } from '../../lib/error-message';

/**
 * Android's 'Store (Add keys and files)' (docs/product/builds.md#send-to-store-android): sends the
 * latest successful release build to Google Play's internal track. Disabled, with the reason, until
 * there is one; Google Play's refusals are shown in words in a dialog.
 */
export function SendToStoreButton({ appId, hasRelease }: { appId: number; hasRelease: boolean }) {
  const { t } = useTranslation();
  const send = useSendToStore(appId);
  const [errors, setErrors] = useState<string[]>([]);
  const helpId = useId();
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="outline"
        disabled={!hasRelease}
        loading={send.isPending}
        aria-describedby={helpId}
        onClick={() =>
          send.mutate(undefined, {
            onSuccess: (upload) =>
              notifications.show({
                color: 'green',
                message: t('settings.app.builds.store.sent', { code: upload.version_code }),
              }),
            onError: (error) =>
              setErrors(errorMessages(error, t('settings.app.builds.store.failed'))),
          })
        }
      >
        {t('settings.app.builds.store.button')}
      </Button>
      <Text size="xs" c="dimmed" id={helpId}>
        {hasRelease
          ? t('settings.app.builds.store.help')
          : t('settings.app.builds.store.needsRelease')}
      </Text>
      <AlertDialog
        title={t('settings.app.builds.store.errorTitle')}
        messages={errors}
        closeLabel={t('settings.app.builds.store.ok')}
        onClose={() => setErrors([])}
      />
    </Stack>
  );
}
