import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TBuiltApp } from '@oc/domain/builds/build.schema';
import { useTranslation } from 'react-i18next';
import { sizeIn } from './build-format';
import { DownloadButton } from './download-button';
import { QrCodeButton } from './qr-code-button';
import '../../lib/page-words/settings-app';

/** The platform's built files, newest per mode and kind: name, facts, Download and QR code. */
export function DownloadsList({ appId, files }: { appId: number; files: readonly TBuiltApp[] }) {
  const { t } = useTranslation();
  if (files.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('settings.app.builds.downloads.none')}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {files.map((file) => {
        const size = sizeIn(file.size);
        return (
          <Paper key={file.id} component="li" withBorder p="xs" radius="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
                  {file.file_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('settings.app.builds.downloads.facts', {
                    kind: file.extension.toUpperCase(),
                    mode: t(`settings.app.builds.modes.${file.mode}`),
                    version: file.app_version,
                    size:
                      size.unit === 'KB'
                        ? t('settings.app.builds.downloads.sizeKB', { value: size.value })
                        : t('settings.app.builds.downloads.sizeMB', { value: size.value }),
                    date: new Date(file.created_at),
                  })}
                </Text>
              </div>
              <Group gap="xs">
                <DownloadButton appId={appId} file={file} />
                <QrCodeButton appId={appId} file={file} />
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
