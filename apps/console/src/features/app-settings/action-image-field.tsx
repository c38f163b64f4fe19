import { Button, Progress, Stack, Text } from '@mantine/core';
import { isActionEditable } from '@oc/domain/apps/actions.rules';
import type { TBaseAction } from '@oc/domain/apps/app.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import type { TRuleError } from '@oc/domain/messages/rule-result';
import { effectiveImageRules, validateResourceImage } from '@oc/domain/uploads/upload.rules';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePreview } from '../../components/image-preview';
import { useUploadActionFile } from '../../data/apps/upload-action-file';
import { translateServerMessage } from '../../lib/i18n';
import { actionLabel } from './action-label';

type TProps = {
  appId: number;
  action: TBaseAction;
  onError: (messages: string[]) => void;
};

/** The picture's real size, read by decoding it; null when the browser cannot decode it. */
function decodedSize(file: File) {
  return new Promise<{ width: number; height: number } | null>((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new window.Image();
    img.onload = () => {
      resolve(img.naturalWidth > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : null);
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}

/**
 * One image of the action's type, size and exact dimensions
 * (docs/product/validation.md#app-resource-image), checked here and again on the server from its
 * content; uploaded with progress; a preview after.
 */
export function ActionImageField({ appId, action, onError }: TProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadActionFile(appId, action.id, t('settings.app.actions.imageSaved'));
  const rules = effectiveImageRules(action.file_rules);
  const label = actionLabel(action);
  const isEditable = isActionEditable(action);

  const report = (errors: readonly TRuleError[]) =>
    onError(errors.map((e) => translateServerMessage(formatMessage(e.key, e.params))));

  const handleFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
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
    if (!check.ok) return report(check.errors);
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
              types: rules.extensions.join(', ').toUpperCase(),
              size: rules.maxSizeKb,
            })
          : t('settings.app.actions.anySize', {
              types: rules.extensions.join(', ').toUpperCase(),
              size: rules.maxSizeKb,
            })}
      </Text>
      {upload.isPending && (
        <Progress
          value={upload.progress}
          aria-label={t('settings.images.uploading', { percent: upload.progress })}
        />
      )}
      {isEditable ? (
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          loading={upload.isPending}
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
