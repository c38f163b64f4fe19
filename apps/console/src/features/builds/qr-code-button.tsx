import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TBuiltApp } from '@oc/domain/builds/build.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOr } from '../../components/lazy-or';
import { downloadLinkQuery } from '../../data/builds/get-download-link';
import type { TQrCodeModalProps } from './qr-code-modal';

// Mantine's Modal downloads the first time a QR code is asked for, not with the settings page
// (docs/decisions/020); qrcode.react, which draws the code, follows once the link is there
// (qr-code-modal).
const QrCodeModal = lazyOr(
  () => import('./qr-code-modal').then((m) => m.QrCodeModal),
  BrowserLink,
  (props) => props.opened,
);

/**
 * If the dialog's code could not be downloaded: the signed link the QR code would show, in the
 * browser's own box where it can be copied and sent to the phone; or why there is none.
 */
export function BrowserLink({ file, link, opened, onClose }: TQrCodeModalProps) {
  const { t } = useTranslation();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    // Once the link has arrived, or has failed to.
    if (!opened || (!link.data && !link.isError)) return;
    if (link.data) {
      window.prompt(
        t('settings.app.builds.downloads.qrTitle', { name: file.file_name }),
        link.data.url,
      );
    } else {
      window.alert(t('settings.app.builds.downloads.linkFailed'));
    }
    close.current();
  }, [opened, file.file_name, link.data, link.isError, t]);
  return null;
}

/**
 * 'QR code': the built file's signed link as a QR code, so a phone that is not logged in can
 * install it, with the time the link stops working. The link is asked for as the dialog opens,
 * while its code downloads the first time.
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
      <QrCodeModal file={file} link={link} opened={opened} onClose={close} />
    </>
  );
}
