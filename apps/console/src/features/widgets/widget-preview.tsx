import { Box, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPhoneScreen } from '../../components/preview-controls';
import { ScaledFrame } from '../../components/scaled-frame';
import { SectionCard } from '../../components/section-card';
import '../../lib/page-words/widgets';

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
  // A phone starts on the phone's width: the desktop's, scaled down, cannot be read there.
  const [width, setWidth] = useState<TPreviewWidth>(() => (isPhoneScreen() ? 'phone' : 'desktop'));
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
        <Box bd="1px solid var(--mantine-color-default-border)">
          <ScaledFrame
            src={src}
            title={t('widgets.preview.frameTitle')}
            frameWidth={FRAME_WIDTH[width]}
            height={FRAME_HEIGHT}
            loadingLabel={t('widgets.preview.loading')}
          />
        </Box>
      </Stack>
    </SectionCard>
  );
}
