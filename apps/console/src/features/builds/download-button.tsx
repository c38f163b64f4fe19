import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TBuiltApp } from '@oc/domain/builds/build.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadLinkQuery } from '../../data/builds/get-download-link';
import { firstErrorMessage } from '../../lib/error-message';
import '../../lib/page-words/settings-app';

/**
 * 'Download': follows the file's signed link with a download link, so the browser streams even a
 * large file to disk itself (a fetch with the bearer token would hold it all in memory first).
 */
export function DownloadButton({ appId, file }: { appId: number; file: TBuiltApp }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const link = await queryClient.fetchQuery(
        downloadLinkQuery(appId, file.platform, file.mode, file.extension),
      );
      const anchor = document.createElement('a');
      anchor.href = link.url;
      anchor.download = file.file_name;
      anchor.click();
    } catch (error) {
      notifications.show({
        color: 'red',
        message: firstErrorMessage(error, t('settings.app.builds.downloads.linkFailed')),
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      loading={isPending}
      onClick={download}
      aria-label={t('settings.app.builds.downloads.downloadName', { name: file.file_name })}
    >
      {t('settings.app.builds.downloads.download')}
    </Button>
  );
}
