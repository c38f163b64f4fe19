import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TBuild } from '@oc/domain/builds/build.schema';
import { useTranslation } from 'react-i18next';
import { useCancelBuild } from '../../data/builds/cancel-build';
import { firstErrorMessage } from '../../lib/error-message';
import { ConfirmDialog } from './confirm-dialog';
import '../../lib/page-words/settings-app';

/** 'Cancel build', asked for once more before the build is stopped. */
export function CancelBuildButton({ appId, build }: { appId: number; build: TBuild }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const cancel = useCancelBuild(appId);
  const platform = t(`settings.app.builds.platforms.${build.platform}`);
  return (
    <>
      <Button variant="default" color="red" size="xs" onClick={open}>
        {t('settings.app.builds.cancel.button')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('settings.app.builds.cancel.title', { platform })}
        body={t('settings.app.builds.cancel.body')}
        keepLabel={t('settings.app.builds.cancel.keep')}
        confirmLabel={t('settings.app.builds.cancel.confirm')}
        isPending={cancel.isPending}
        onClose={close}
        onConfirm={() =>
          cancel.mutate(build.id, {
            onSuccess: () =>
              notifications.show({
                color: 'green',
                message: t('settings.app.builds.cancel.done', { platform }),
              }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: firstErrorMessage(error, t('settings.app.builds.cancel.failed')),
              }),
            onSettled: close,
          })
        }
      />
    </>
  );
}
