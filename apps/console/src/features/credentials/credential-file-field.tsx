import { Button, CloseButton, Group, Input, Stack, Text } from '@mantine/core';
import {
  type TCredentialField,
  validateCredentialFile,
} from '@oc/domain/credentials/credentials.schema';
import type { TCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import { CREDENTIAL_FILE_MAX_KB } from '@oc/domain/uploads/upload-limits';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFieldProps } from '../../lib/field-focus';
import { translateServerMessage } from '../../lib/i18n';
import { CredentialStatus } from './credential-status';
import '../../lib/page-words/settings-app';

type TProps = {
  field: TCredentialField;
  /** What `?field=` names this field by (lib/field-focus.ts): its button takes the focus. */
  focusKey: string;
  /** Accepted extensions without the dot (credentials.schema.ts). */
  accepted: readonly string[];
  stored: TCredentialsSummary['fields'][string] | undefined;
  value: File | null;
  onChange: (file: File | null) => void;
  isDisabled: boolean;
};

/**
 * One credential file: what is stored (name and upload date, never the content) and the file chosen
 * to replace it. The extension and at most 1024 KB are checked here with the domain rule; a
 * refused file is cleared, so nothing of it is sent.
 */
export function CredentialFileField({
  field,
  focusKey,
  accepted,
  stored,
  value,
  onChange,
  isDisabled,
}: TProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const label = t(`settings.app.keys.fields.${field}`);
  const isSet = stored?.is_set ?? false;

  const handleFiles = (list: FileList | null) => {
    const file = list?.[0];
    // The chosen file lives in the form; the input is emptied so the same file can be picked again.
    if (input.current) input.current.value = '';
    if (!file) return;
    const check = validateCredentialFile(accepted, {
      name: file.name,
      type: file.type,
      size: file.size,
    });
    if (!check.ok) {
      setError(
        translateServerMessage(formatMessage('INVALID_FILE_PLEASE_CHECK_THE_EXTENSION_OR_SIZE')),
      );
      onChange(null);
      return;
    }
    setError(null);
    onChange(file);
  };

  return (
    <Stack gap={4}>
      <Input.Label htmlFor={id}>{label}</Input.Label>
      <Group gap={0} id={`${id}-status`}>
        <CredentialStatus isSet={isSet} />
        {isSet && stored?.file_name && stored.uploaded_at && (
          <Text size="sm">
            {t('settings.app.keys.savedFile', {
              name: stored.file_name,
              date: new Date(stored.uploaded_at),
            })}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed" id={`${id}-help`}>
        {t(`settings.app.keys.help.${field}`, {
          size: CREDENTIAL_FILE_MAX_KB,
        })}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          disabled={isDisabled}
          onClick={() => input.current?.click()}
          {...focusFieldProps(focusKey)}
          aria-label={`${isSet ? t('settings.app.keys.replaceFile') : t('settings.app.keys.chooseFile')}: ${label}`}
        >
          {isSet ? t('settings.app.keys.replaceFile') : t('settings.app.keys.chooseFile')}
        </Button>
        {value && (
          <Group gap={4}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('settings.app.keys.chosenFile', { name: value.name })}
            </Text>
            <CloseButton
              size="sm"
              disabled={isDisabled}
              aria-label={t('settings.app.keys.removeChosen', { name: value.name })}
              onClick={() => onChange(null)}
            />
          </Group>
        )}
      </Group>
      {error && <Input.Error id={`${id}-error`}>{error}</Input.Error>}
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        disabled={isDisabled}
        accept={accepted.map((e) => `.${e}`).join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-status ${id}-help${error ? ` ${id}-error` : ''}`}
        data-testid={`credential-file-${field}`}
        onChange={(event) => handleFiles(event.currentTarget.files)}
      />
    </Stack>
  );
}
