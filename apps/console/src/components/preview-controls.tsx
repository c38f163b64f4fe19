import { Button, SegmentedControl } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ScaledFrame } from './scaled-frame';

// What every preview of the ordering website shares (the site's live preview, a business's
// preview): the width it is laid out at, the button that opens it in a tab, and the frame.

export type TPreviewWidth = 'desktop' | 'mobile';
/** The page is laid out at a real screen's width, then scaled down to fit the pane. */
const FRAME_WIDTH: Record<TPreviewWidth, number> = { desktop: 1280, mobile: 375 };

/** Below Mantine's `sm` breakpoint: a phone, where a desktop page scaled down cannot be read. */
const PHONE = '(max-width: 47.99em)';
export const isPhoneScreen = () => window.matchMedia?.(PHONE).matches ?? false;

/** The width a preview starts at: the phone's on a phone, the desktop's elsewhere. */
export function defaultPreviewWidth(): TPreviewWidth {
  return isPhoneScreen() ? 'mobile' : 'desktop';
}

/** Desktop or phone width. */
export function PreviewWidthControl({
  value,
  onChange,
}: {
  value: TPreviewWidth;
  onChange: (width: TPreviewWidth) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('settings.web.preview.width')}
      value={value}
      onChange={(width) => onChange(width as TPreviewWidth)}
      data={[
        { value: 'desktop', label: t('settings.web.preview.desktop') },
        { value: 'mobile', label: t('settings.web.preview.mobile') },
      ]}
    />
  );
}

/** The previewed page in a tab of its own, full size. */
export function OpenInTabButton({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="xs"
      variant="subtle"
      rightSection={<IconExternalLink size={14} aria-hidden />}
    >
      {t('settings.web.preview.open')}
    </Button>
  );
}

/** The website in a frame, at the chosen width, scaled to the space the pane has. */
export function PreviewFrame({
  src,
  title,
  width,
  frameRef,
  loadingLabel,
}: {
  src: string;
  title: string;
  width: TPreviewWidth;
  frameRef?: RefObject<HTMLIFrameElement | null>;
  /** Shown over the frame until its page has loaded. */
  loadingLabel?: string;
}) {
  return (
    <ScaledFrame
      src={src}
      title={title}
      frameWidth={FRAME_WIDTH[width]}
      frameRef={frameRef}
      loadingLabel={loadingLabel}
    />
  );
}
