import { Box, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';

type TPreviewWidth = 'desktop' | 'phone';
/**
 * The host page is laid out at a real screen's width, then scaled to the card: a phone's 375 px
 * (at or below NARROW_SCREEN_MAX, so the chat opens full screen there) or a small laptop's.
 */
const FRAME_WIDTH: Record<TPreviewWidth, number> = { desktop: 1024, phone: 375 };
/** The frame's height on screen, whatever the scale. */
const FRAME_HEIGHT = 640;

/**
 * The real widget on a neutral page of the website (WIDGET_PREVIEW_PATH), framed from the
 * website's default address: the only one the console may frame.
 */
export function WidgetPreview({ src }: { src: string }) {
  const { t } = useTranslation();
  const [width, setWidth] = useState<TPreviewWidth>('desktop');
  const pane = useElementSize();
  const frameWidth = FRAME_WIDTH[width];
  const scale = pane.width > 0 ? Math.min(1, pane.width / frameWidth) : 1;
  return (
    <SectionCard title={t('widgets.preview.title')}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('widgets.preview.help')}
          </Text>
          <SegmentedControl
            size="xs"
            aria-label={t('widgets.preview.width')}
            value={width}
            onChange={(value) => setWidth(value as TPreviewWidth)}
            data={[
              { value: 'desktop', label: t('widgets.preview.desktop') },
              { value: 'phone', label: t('widgets.preview.phone') },
            ]}
          />
        </Group>
        <Box ref={pane.ref} pos="relative" h={FRAME_HEIGHT} style={{ overflow: 'hidden' }}>
          <iframe
            src={src}
            title={t('widgets.preview.frameTitle')}
            // The page and the widget's frames run in the website's origin; they may not navigate
            // the console away.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            style={{
              position: 'absolute',
              top: 0,
              left: Math.max(0, (pane.width - frameWidth * scale) / 2),
              width: frameWidth,
              height: FRAME_HEIGHT / scale,
              border: '1px solid var(--mantine-color-default-border)',
              transform: `scale(${scale})`,
              transformOrigin: 'top left',
              background: 'white',
            }}
          />
        </Box>
      </Stack>
    </SectionCard>
  );
}
