import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import type { TCropArea } from '@oc/domain/uploads/image-upload.schema';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { MantineModal } from './mantine-modal';

type TProps = {
  imageUrl: string | null;
  aspect: number;
  onCancel: () => void;
  onConfirm: (area: TCropArea) => void;
};

/**
 * The image crop dialog (docs/product/website-settings.md#image-flow); the chosen area, in the
 * original's pixels, is sent to the server.
 */
export function CropDialog({ imageUrl, aspect, onCancel, onConfirm }: TProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const handleConfirm = () => {
    if (!area) return;
    const rounded = {
      x: Math.round(area.x),
      y: Math.round(area.y),
      width: Math.round(area.width),
      height: Math.round(area.height),
    };
    // Keep 1:1 exact after rounding.
    if (aspect === 1) rounded.height = rounded.width = Math.min(rounded.width, rounded.height);
    onConfirm(rounded);
  };
  return (
    <MantineModal
      opened={imageUrl !== null}
      onClose={onCancel}
      title={t('settings.images.cropTitle')}
      size="lg"
      centered
    >
      <Stack>
        <div style={{ position: 'relative', height: 360, background: '#222' }}>
          {imageUrl && (
            <Cropper
              image={imageUrl}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </div>
        <Text size="sm">{t('settings.images.zoom')}</Text>
        <Slider
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          label={null}
          // The name belongs on the thumb, the element that is the slider (role="slider"): on
          // Mantine's outer box it named nothing, and the zoom was read as an unnamed slider.
          thumbLabel={t('settings.images.zoom')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('settings.images.cancel')}
          </Button>
          <Button onClick={handleConfirm} disabled={!area}>
            {t('settings.images.confirm')}
          </Button>
        </Group>
      </Stack>
    </MantineModal>
  );
}
