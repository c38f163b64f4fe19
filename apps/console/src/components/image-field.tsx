import { Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { COMMON_MESSAGES } from '@oc/domain/messages/common-messages';
import { fillMessage } from '@oc/domain/messages/message-format';
import type { TCropArea } from '@oc/domain/uploads/image-upload.schema';
import { validateWebsiteImage } from '@oc/domain/uploads/upload.rules';
import type { TSize } from '@oc/domain/uploads/upload-limits';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '../data/uploads/upload-image';
import { errorMessages } from '../lib/error-message';
import { translateServerMessage } from '../lib/i18n';
import { ImagePreview } from './image-preview';

// The cropper (react-easy-crop) is downloaded when an image is first picked (docs/decisions/020).
const CropDialog = lazy(() => import('./crop-dialog').then((m) => ({ default: m.CropDialog })));

type TProps = {
  /** Where to upload: `/sites/:id/images` or `/apps/:id/images`. */
  uploadPath: string;
  label: string;
  /** What the image is for, as the upload endpoint names it. */
  target: string;
  /** The recommended size, shown to the owner; its ratio is the crop's unless the crop is square. */
  size: TSize;
  isSquare: boolean;
  isDisabled?: boolean;
  value: string | null;
  onChange: (url: string | null) => void;
  onError: (messages: string[]) => void;
  /** Told when an upload starts and ends: a form saved meanwhile would lose the new image. */
  onPendingChange?: (isPending: boolean) => void;
};

/** Decoding in the browser catches a renamed text file before the crop dialog; the server re-checks. */
function decodes(url: string) {
  return new Promise<boolean>((resolve) => {
    const img = new window.Image();
    img.onload = () => resolve(img.naturalWidth > 0);
    img.onerror = () => resolve(false);
    img.src = url;
  });
}

/**
 * Pick, validate, crop, upload with progress, preview
 * (docs/product/website-settings.md#image-flow).
 */
export function ImageField({
  uploadPath,
  label,
  target,
  size,
  isSquare,
  isDisabled = false,
  value,
  onChange,
  onError,
  onPendingChange,
}: TProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const upload = useUploadImage(uploadPath);
  useEffect(() => onPendingChange?.(upload.isPending), [upload.isPending, onPendingChange]);

  const reset = () => {
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    setObjectUrl(null);
    setFile(null);
    if (input.current) input.current.value = '';
  };
  const handleFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    const check = validateWebsiteImage(
      files.map((f) => ({ name: f.name, type: f.type, size: f.size })),
    );
    const picked = files[0];
    if (!check.ok || !picked) {
      if (!check.ok)
        onError(
          check.errors.map((e) =>
            translateServerMessage(fillMessage(COMMON_MESSAGES[e.key], e.params)),
          ),
        );
      reset();
      return;
    }
    const url = URL.createObjectURL(picked);
    if (!(await decodes(url))) {
      URL.revokeObjectURL(url);
      onError([translateServerMessage(COMMON_MESSAGES.ONLY_IMAGES_CAN_BE_ACCEPTED)]);
      reset();
      return;
    }
    setFile(picked);
    setObjectUrl(url);
  };
  const handleConfirm = (crop: TCropArea) => {
    if (!file) return;
    const current = file;
    setObjectUrl(null);
    upload.mutate(
      { file: current, target, crop },
      {
        onSuccess: (result) => onChange(result.url),
        onError: (error) => onError(errorMessages(error, error.message)),
        onSettled: reset,
      },
    );
  };

  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        {label}
      </Text>
      <ImagePreview src={value} label={label} height={96} />
      <Text size="xs" c="dimmed">
        {t('settings.images.recommended', size)}
      </Text>
      {upload.isPending && (
        <Progress
          value={upload.progress}
          aria-label={t('settings.images.uploading', { percent: upload.progress })}
        />
      )}
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          onClick={() => input.current?.click()}
          loading={upload.isPending}
          disabled={isDisabled}
          aria-label={`${t(value ? 'settings.images.change' : 'settings.images.choose')}: ${label}`}
        >
          {t(value ? 'settings.images.change' : 'settings.images.choose')}
        </Button>
        {value && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={isDisabled}
            onClick={() => onChange(null)}
            aria-label={`${t('settings.images.remove')}: ${label}`}
          >
            {t('settings.images.remove')}
          </Button>
        )}
      </Group>
      {/* multiple: a person can drop or pick several files, and is then told to choose one. */}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        hidden
        data-testid={`file-${target}`}
        onChange={(event) => void handleFiles(event.currentTarget.files)}
      />
      {objectUrl !== null && (
        <Suspense fallback={<Loader size="xs" aria-label={t('settings.loading')} />}>
          <CropDialog
            imageUrl={objectUrl}
            aspect={isSquare ? 1 : size.width / size.height}
            onCancel={reset}
            onConfirm={handleConfirm}
          />
        </Suspense>
      )}
    </Stack>
  );
}
