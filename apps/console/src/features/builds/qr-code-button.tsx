import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TBuiltApp } from '@oc/domain/builds/build.schema';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyableCode } from '../../components/copyable-code';
import { LazyModal } from '../../components/lazy-modal';
import { downloadLinkQuery } from '../../data/builds/get-download-link';
import '../../lib/page-words/settings-app';

// Downloaded when a QR code is first shown (docs/decisions/020).
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/**
 * 'QR code': the built file's signed link as a QR code, so a phone that is not logged in can
 * install it, with the time the link stops working. On the phone itself, where there is nothing to
 * scan, the same link is there to tap, or to copy and send to another phone. The link is asked for as the dialog opens,
 * while the dialog's code downloads the first time; qrcode.react, which draws the code, follows
 * once the link is there.
 */
export function QrCodeButton({ appId, file }: { appId: number; file: TBuiltApp }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const link = useQuery({
    ...downloadLinkQuery(appId, file.platform, file.mode, file.extension),
    enabled: opened,
  });
  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={open}
        aria-label={t('settings.app.builds.downloads.qrName', { name: file.file_name })}
      >
        {t('settings.app.builds.downloads.qr')}
      </Button>
      <LazyModal
        opened={opened}
        onClose={close}
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
            <Anchor href={link.data.url} size="sm" ta="center">
              {t('settings.app.builds.downloads.qrOpen', { name: file.file_name })}
            </Anchor>
            <CopyableCode
              code={link.data.url}
              label={t('settings.app.builds.downloads.qrLink', { name: file.file_name })}
              copyLabel={t('settings.app.builds.downloads.qrCopy')}
              copiedLabel={t('settings.app.builds.downloads.qrCopied')}
            />
          </Stack>
        ) : (
          <Group justify="center" p="md">
            <Loader size="sm" />
          </Group>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('settings.app.builds.downloads.close')}
          </Button>
        </Group>
      </LazyModal>
    </>
  );
}
