import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TPlatform } from '@oc/domain/apps/platforms';
import { credentialFieldsOf } from '@oc/domain/credentials/credentials.schema';
import { useTranslation } from 'react-i18next';
import { useDeleteCertificates } from '../../data/builds/delete-certificates';
import { firstErrorMessage } from '../../lib/error-message';
import { ConfirmDialog } from './confirm-dialog';
import '../../lib/page-words/settings-app';

/**
 * 'Delete certificates' of a failed build (docs/product/builds.md#failed-builds): the confirmation
 * names exactly what goes, the platform's keys and files saved in App keys, by the labels App keys
 * shows them under.
 */
export function DeleteCertificatesButton({
  appId,
  platform,
}: {
  appId: number;
  platform: TPlatform;
}) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteCertificates(appId, platform);
  const name = t(`settings.app.builds.platforms.${platform}`);
  const fields = credentialFieldsOf(platform).map((field) =>
    t(`settings.app.keys.fields.${field}`),
  );
  return (
    <>
      <Button variant="light" color="red" size="xs" onClick={open}>
        {t('settings.app.builds.deleteCertificates.button')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('settings.app.builds.deleteCertificates.title', { platform: name })}
        body={t('settings.app.builds.deleteCertificates.body', { platform: name, fields })}
        keepLabel={t('settings.app.builds.deleteCertificates.keep')}
        confirmLabel={t('settings.app.builds.deleteCertificates.confirm')}
        isPending={remove.isPending}
        onClose={close}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () =>
              notifications.show({
                color: 'green',
                message: t('settings.app.builds.deleteCertificates.done', { platform: name }),
              }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: firstErrorMessage(
                  error,
                  t('settings.app.builds.deleteCertificates.failed'),
                ),
              }),
            onSettled: close,
          })
        }
      />
    </>
  );
}
