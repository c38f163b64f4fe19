import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { TBaseAction } from '@oc/domain/apps/app.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import { validateUploadFile } from '@oc/domain/uploads/upload.rules';
import { DEFAULT_FILE_MAX_KB } from '@oc/domain/uploads/upload-limits';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadActionFile } from '../../data/apps/upload-action-file';
import { translateServerMessage } from '../../lib/i18n';
import { formatList, formatNumber } from '../../lib/intl';
import '../../lib/page-words/settings-app';

type TProps = { appId: number; action: TBaseAction; onError: (messages: string[]) => void };

/**
 * The action's extension and size (default 1024 KB); a refused file is cleared
 * (docs/product/validation.md#upload-files).
 */
export function ActionFileField({ appId, action, onError }: TProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadActionFile(appId, action.id, t('settings.app.actions.filesSaved'));
  const extensions = action.file_rules?.extension ?? [];
  const maxKb = action.file_rules?.max_size ?? DEFAULT_FILE_MAX_KB;

  const handleFiles = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    // A refused file is cleared, so the same one can be picked again after fixing it.
    if (input.current) input.current.value = '';
    const [file] = files;
    if (!file) return;
    if (files.length > 1) {
      onError([translateServerMessage(formatMessage('ONE_FILE_AT_A_TIME'))]);
      return;
    }
    const check = validateUploadFile(
      { name: file.name, type: file.type, size: file.size },
      extensions,
      maxKb,
    );
    if (!check.ok) {
      onError(check.errors.map((e) => translateServerMessage(formatMessage(e.key, e.params))));
      return;
    }
    upload.mutate(file);
  };

  return (
    <Stack gap={6} role="group" aria-label={action.name}>
      <Text fw={500} size="sm">
        {action.name}
      </Text>
      <Text size="sm" c={action.public_url ? undefined : 'dimmed'}>
        {action.public_url
          ? t('settings.app.actions.fileUploaded')
          : t('settings.app.actions.noFile')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('settings.app.actions.fileRules', {
          types: formatList(
            extensions.map((e) => `.${e}`),
            i18n.language,
            'disjunction',
          ),
          size: formatNumber(maxKb, i18n.language),
        })}
      </Text>
      {upload.isPending && (
        <Progress
          value={upload.progress}
          aria-label={t('settings.images.uploading', { percent: upload.progress })}
        />
      )}
      <Group>
        <Button
          size="xs"
          variant="light"
          loading={upload.isPending}
          disabled={!action.editable}
          onClick={() => input.current?.click()}
          aria-label={`${t('settings.app.actions.chooseFile')}: ${action.name}`}
        >
          {t('settings.app.actions.chooseFile')}
        </Button>
      </Group>
      <input
        ref={input}
        type="file"
        hidden
        accept={extensions.map((e) => `.${e}`).join(',')}
        data-testid={`action-file-${action.name}`}
        onChange={(event) => handleFiles(event.currentTarget.files)}
      />
    </Stack>
  );
}
