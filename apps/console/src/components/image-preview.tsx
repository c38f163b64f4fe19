import { Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The current picture of an image setting, or 'No image yet'; its alt text names the setting. */
export function ImagePreview({
  src,
  label,
  height,
}: {
  src: string | null;
  label: string;
  height: number;
}) {
  const { t } = useTranslation();
  return src ? (
    <Image
      src={src}
      alt={t('settings.images.previewAlt', { label })}
      h={height}
      w="auto"
      maw="100%"
      fit="contain"
      radius="sm"
      bg="gray.1"
    />
  ) : (
    <Text size="sm" c="dimmed">
      {t('settings.images.none')}
    </Text>
  );
}
