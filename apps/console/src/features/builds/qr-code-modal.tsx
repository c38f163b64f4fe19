import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { TBuiltApp, TDownloadLink } from '@oc/domain/builds/build.schema';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../components/use-opened-after-mount';

export type TQrCodeModalProps = {
  file: TBuiltApp;
  link: { data: TDownloadLink | undefined; isError: boolean };
  opened: boolean;
  onClose: () => void;
};

// Downloaded when a QR code is first shown (docs/decisions/020).
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** QrCodeButton's Modal (qr-code-button.tsx), loaded the first time a QR code is asked for. */
export function QrCodeModal({ file, link, opened, onClose }: TQrCodeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      title={t('settings.app.builds.downloads.qrTitle', { name: file.file_name })}
      centered
    >
      {link.isError ? (
        <Alert color="red">{t('settings.app.builds.downloads.linkFailed')}</Alert>
      ) : link.data ? (
        <Stack align="center" gap="sm">
          <Suspense fallback={<Loader size="sm" />}>
            <QRCodeSVG
              value={link.data.url}
              size={224}
              marginSize={2}
              role="img"
              aria-label={t('settings.app.builds.downloads.qrImage', { name: file.file_name })}
            />
          </Suspense>
          <Text size="sm" ta="center">
            {t('settings.app.builds.downloads.qrHelp', { date: new Date(link.data.expires_at) })}
          </Text>
        </Stack>
      ) : (
        <Group justify="center" p="md">
          <Loader size="sm" />
        </Group>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('settings.app.builds.downloads.close')}
        </Button>
      </Group>
    </Modal>
  );
}
