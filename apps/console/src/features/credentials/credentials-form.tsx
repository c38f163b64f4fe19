import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, PasswordInput, Progress, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TPlatform } from '@oc/domain/apps/platforms';
import {
  CREDENTIAL_FILE_FIELDS,
  CREDENTIAL_TEXT_FIELDS,
  credentialText,
  type TCredentialField,
} from '@oc/domain/credentials/credentials.schema';
import type { TCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import { Fragment } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SaveBar } from '../../components/save-bar';
import {
  type TCredentialChanges,
  useSaveCredentials,
} from '../../data/credentials/save-credentials';
import { focusFieldProps } from '../../lib/field-focus';
import { translateServerMessage } from '../../lib/i18n';
import { CredentialFileField } from './credential-file-field';
import { CredentialStatus } from './credential-status';
import { GenerateKeystore } from './generate-keystore';
import { KeystoreFacts } from './keystore-facts';
import '../../lib/page-words/settings-app';

/** What is typed and picked; an empty text or no file means "keep what is saved". */
type TCredentialValues = { texts: Record<string, string>; files: Record<string, File | null> };

const PASSWORD_FIELDS: readonly string[] = ['key_password', 'store_password'];

const emptyValues = (platform: TPlatform): TCredentialValues => ({
  texts: Object.fromEntries(CREDENTIAL_TEXT_FIELDS[platform].map((field) => [field, ''])),
  files: Object.fromEntries(Object.keys(CREDENTIAL_FILE_FIELDS[platform]).map((f) => [f, null])),
});

/** Each typed value checked with the domain rule: whitespace removed, then 1 to 255 characters. */
const valuesSchema = (platform: TPlatform) =>
  z
    .object({
      texts: z.record(z.string(), z.string()),
      files: z.record(z.string(), z.custom<File | null>()),
    })
    .superRefine(({ texts }, ctx) => {
      for (const field of CREDENTIAL_TEXT_FIELDS[platform]) {
        const value = texts[field] ?? '';
        if (value === '') continue;
        const parsed = credentialText(field).safeParse(value);
        if (!parsed.success)
          ctx.addIssue({
            code: 'custom',
            message: parsed.error.issues[0]?.message ?? '',
            path: ['texts', field],
          });
      }
    });

/**
 * Only the changed fields are sent (docs/product/api.md#store-credentials); text values without
 * whitespace (docs/product/validation.md#text-values).
 */
function changesOf(platform: TPlatform, values: TCredentialValues): TCredentialChanges {
  const changes: TCredentialChanges = { texts: {}, files: {} };
  for (const field of CREDENTIAL_TEXT_FIELDS[platform]) {
    const value = values.texts[field] ?? '';
    if (value === '') continue;
    const parsed = credentialText(field).safeParse(value);
    if (parsed.success) changes.texts[field] = parsed.data;
  }
  for (const [field, file] of Object.entries(values.files)) if (file) changes.files[field] = file;
  return changes;
}

const hasChanges = (values: TCredentialValues) =>
  Object.values(values.texts).some((value) => value !== '') ||
  Object.values(values.files).some(Boolean);

type TProps = { appId: number; platform: TPlatform; summary: TCredentialsSummary | null };

/**
 * One platform's store credentials (docs/product/credentials.md). Stored values are never shown,
 * only whether each is set; the save bar appears once something is typed or picked. On a refusal
 * everything typed and picked stays, so that fixing a wrong password does not mean picking the
 * keystore again.
 */
export function CredentialsForm({ appId, platform, summary }: TProps) {
  const { t } = useTranslation();
  const form = useForm<TCredentialValues>({
    defaultValues: emptyValues(platform),
    mode: 'onTouched',
    resolver: zodResolver(valuesSchema(platform)),
  });
  const save = useSaveCredentials(appId, platform);
  const values = form.watch();
  const { errors } = form.formState;
  const stored = (field: TCredentialField) => summary?.fields[field];
  const title = t(`settings.app.keys.platforms.${platform}`);
  const isUploadingFiles = Object.values(values.files).some(Boolean);

  const handleValid = async (submitted: TCredentialValues) => {
    const changes = changesOf(platform, submitted);
    try {
      await save.mutateAsync(changes);
    } catch {
      return; // the mutation shows the messages; what was typed and picked stays
    }
    form.reset(emptyValues(platform));
    notifications.show({ color: 'green', message: t('settings.app.keys.saved') });
  };

  const textField = (field: TCredentialField) => {
    const isSet = stored(field)?.is_set ?? false;
    const message = errors.texts?.[field]?.message;
    const props = {
      label: t(`settings.app.keys.fields.${field}`),
      description: (
        <>
          <CredentialStatus isSet={isSet} />
          {t(`settings.app.keys.help.${field}`)}
        </>
      ),
      placeholder: isSet ? t('settings.app.keys.savedPlaceholder') : undefined,
      error: message ? translateServerMessage(message) : undefined,
      ...focusFieldProps(`${platform}.${field}`),
      ...form.register(`texts.${field}`),
    };
    // new-password: the browser must not fill in the owner's own login password here.
    return PASSWORD_FIELDS.includes(field) ? (
      <PasswordInput key={field} autoComplete="new-password" {...props} />
    ) : (
      <TextInput key={field} autoComplete="off" spellCheck={false} {...props} />
    );
  };

  return (
    <Stack component="section" aria-label={title} gap="sm">
      <Title order={4}>{title}</Title>
      {platform === 'android' && summary?.keystore && <KeystoreFacts facts={summary.keystore} />}
      <form onSubmit={form.handleSubmit(handleValid)} noValidate>
        <Stack gap="sm">
          <Fieldset variant="unstyled" disabled={save.isPending}>
            <Stack gap="sm">
              {CREDENTIAL_TEXT_FIELDS[platform].map(textField)}
              {Object.entries(CREDENTIAL_FILE_FIELDS[platform]).map(([field, accepted]) => (
                <Fragment key={field}>
                  <Controller
                    control={form.control}
                    name={`files.${field}`}
                    render={({ field: control }) => (
                      <CredentialFileField
                        field={field as TCredentialField}
                        focusKey={`${platform}.${field}`}
                        accepted={accepted}
                        stored={stored(field as TCredentialField)}
                        value={control.value}
                        onChange={(file) => control.onChange(file)}
                        isDisabled={save.isPending}
                      />
                    )}
                  />
                  {field === 'store_file' && (
                    <GenerateKeystore
                      appId={appId}
                      hasKeystore={stored('store_file')?.is_set ?? false}
                      isDisabled={save.isPending}
                    />
                  )}
                </Fragment>
              ))}
            </Stack>
          </Fieldset>
          {save.isPending && isUploadingFiles && (
            <Progress
              value={save.progress}
              aria-label={t('settings.app.keys.uploading', { percent: save.progress })}
            />
          )}
          <SaveBar
            isDirty={hasChanges(values)}
            isSaving={save.isPending}
            saveLabel={t('settings.app.keys.save')}
            onDiscard={() => form.reset(emptyValues(platform))}
          />
        </Stack>
      </form>
    </Stack>
  );
}
