import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { isActionEditable } from '@oc/domain/apps/actions.rules';
import type { TBaseAction } from '@oc/domain/apps/app.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import type { TRuleError } from '@oc/domain/messages/rule-result';
import type { TCropArea } from '@oc/domain/uploads/image-upload.schema';
import { effectiveImageRules, validateResourceImage } from '@oc/domain/uploads/upload.rules';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePreview } from '../../components/image-preview';
import { useUploadActionFile } from '../../data/apps/upload-action-file';
import { translateServerMessage } from '../../lib/i18n';
import { formatList, formatNumber } from '../../lib/intl';
import { actionLabel } from './action-label';
import { useUploadCroppedImage } from './app-image-uploads';
import { decodedSize } from './decoded-size';
import '../../lib/page-words/settings-app';

// The cropper (react-easy-crop) is downloaded when a wrong-size image is first cropped
// (docs/decisions/020).
const CropDialog = lazy(() =>
  import('../../components/crop-dialog').then((m) => ({ default: m.CropDialog })),
);

/** A picked image of the wrong size, kept while the owner decides whether to crop it. */
type TMisfit = { file: File; messages: string[] };

/** Only the size is wrong: cropping and scaling can fix that, not a wrong type or a heavy file. */
const isOnlyWrongSize = (errors: readonly TRuleError[]) =>
  errors.length > 0 &&
  errors.every(
    (e) =>
      e.key === 'SORRY_THIS_IMAGE_DOESN_T_LOOK_LIKE_THE_SIZE_WE_WANTED' ||
      e.key === 'THIS_IMAGE_IS_SIZE_THIS_SLOT_NEEDS_SIZE',
  );

type TProps = {
  appId: number;
  action: TBaseAction;
  onError: (messages: string[]) => void;
};

/**
 * One image of the action's type, size and exact dimensions
 * (docs/product/validation.md#app-resource-image), checked here and again on the server from its
 * content; uploaded with progress; a preview after. A picture of the wrong size names both sizes
 * and can be cropped at the slot's ratio, then scaled to its exact size by the server.
 */
export function ActionImageField({ appId, action, onError }: TProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadActionFile(appId, action.id, t('settings.app.actions.imageSaved'));
  const cropped = useUploadCroppedImage(appId, action.id);
  const [misfit, setMisfit] = useState<TMisfit | null>(null);
  const [cropUrl, setCropUrl] = useState<string | null>(null);
  const rules = effectiveImageRules(action.file_rules);
  // Any one of the types will do: 'PNG or JPG' ('PNG o JPG' in Spanish).
  const types = formatList(
    rules.extensions.map((extension) => extension.toUpperCase()),
    i18n.language,
    'disjunction',
  );
  const label = actionLabel(action);
  const isEditable = isActionEditable(action);
  const isPending = upload.isPending || cropped.isPending;
  const progress = upload.isPending ? upload.progress : cropped.progress;
  // The picture's address lives while the crop dialog shows it.
  useEffect(() => () => (cropUrl ? URL.revokeObjectURL(cropUrl) : undefined), [cropUrl]);

  const texts = (errors: readonly TRuleError[]) =>
    errors.map((e) => translateServerMessage(formatMessage(e.key, e.params)));
  const report = (errors: readonly TRuleError[]) => onError(texts(errors));

  const closeCrop = () => {
    setCropUrl(null);
    setMisfit(null);
  };
  const handleCrop = (crop: TCropArea) => {
    if (!misfit) return;
    cropped.mutate({ file: misfit.file, crop });
    closeCrop();
  };

  const handleFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    setMisfit(null);
    const facts = files.map((f) => ({ name: f.name, type: f.type, size: f.size }));
    const first = validateResourceImage(facts, action.file_rules);
    const [picked] = files;
    const [pickedFacts] = facts;
    if (!first.ok) return report(first.errors);
    if (!picked || !pickedFacts) return;
    // The dimensions are known only once the picture is decoded; a renamed file fails to decode.
    const size = await decodedSize(picked);
    if (!size) return report([{ key: 'ONLY_IMAGES_CAN_BE_ACCEPTED' }]);
    const check = validateResourceImage([{ ...pickedFacts, ...size }], action.file_rules);
    if (!check.ok) {
      report(check.errors);
      // A picture of the wrong size can be cropped to the slot's shape and scaled to its size.
      if (isOnlyWrongSize(check.errors) && rules.width && rules.height)
        setMisfit({ file: picked, messages: texts(check.errors) });
      return;
    }
    upload.mutate(picked);
  };

  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Text fw={500} size="sm">
        {label}
      </Text>
      <ImagePreview src={action.public_url} label={label} height={80} />
      <Text size="xs" c="dimmed">
        {rules.width && rules.height
          ? t('settings.app.actions.requiredSize', {
              width: rules.width,
              height: rules.height,
              types,
              size: formatNumber(rules.maxSizeKb, i18n.language),
            })
          : t('settings.app.actions.anySize', {
              types,
              size: formatNumber(rules.maxSizeKb, i18n.language),
            })}
      </Text>
      {isPending && (
        <Progress
          value={progress}
          aria-label={t('settings.images.uploading', { percent: progress })}
        />
      )}
      {misfit && (
        <Alert color="orange" p="xs" role="alert">
          <Stack gap={6}>
            {misfit.messages.map((message) => (
              <Text key={message} size="xs">
                {message}
              </Text>
            ))}
            <Group gap="xs">
              <Button
                size="xs"
                onClick={() => setCropUrl(URL.createObjectURL(misfit.file))}
                aria-label={`${t('settings.app.actions.cropToFit')}: ${label}`}
              >
                {t('settings.app.actions.cropToFit')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setMisfit(null)}>
                {t('settings.images.cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {cropUrl !== null && rules.width && rules.height && (
        <Suspense fallback={<Loader size="xs" aria-label={t('settings.loading')} />}>
          <CropDialog
            imageUrl={cropUrl}
            aspect={rules.width / rules.height}
            onCancel={closeCrop}
            onConfirm={handleCrop}
          />
        </Suspense>
      )}
      {isEditable ? (
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          loading={isPending}
          onClick={() => input.current?.click()}
          aria-label={`${t(action.public_url ? 'settings.images.change' : 'settings.images.choose')}: ${label}`}
        >
          {t(action.public_url ? 'settings.images.change' : 'settings.images.choose')}
        </Button>
      ) : (
        <Text size="xs" c="dimmed">
          {t('settings.app.actions.notEditable')}
        </Text>
      )}
      {/* multiple: a person can pick several files, and is then told to choose one. */}
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={rules.mimetypes.join(',')}
        data-testid={`action-file-${action.name}`}
        onChange={(event) => void handleFiles(event.currentTarget.files)}
      />
    </Stack>
  );
}
