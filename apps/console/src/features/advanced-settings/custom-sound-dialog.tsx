import { Button, Group, Progress, Radio, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMessage } from '@oc/domain/messages/messages';
import type { TRuleResult } from '@oc/domain/messages/rule-result';
import { sniffAudio } from '@oc/domain/uploads/audio.rules';
import {
  type TFileFacts,
  validateAudio,
  validateCustomSound,
} from '@oc/domain/uploads/upload.rules';
import { AUDIO_EXTENSIONS, KB } from '@oc/domain/uploads/upload-limits';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/alert-dialog';
import { MantineModal } from '../../components/mantine-modal';
import { useSaveCustomSoundUrl } from '../../data/configs/save-custom-sound-url';
import { useUploadCustomSound } from '../../data/configs/upload-custom-sound';
import { errorMessages } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';

type TSource = 'file' | 'url';
type TProps = { currentUrl: string | null; onClose: () => void };

const ACCEPT = [
  ...AUDIO_EXTENSIONS.map((extension) => `.${extension}`),
  'audio/mpeg',
  'audio/aac',
  'audio/ogg',
].join(',');
const isAddress = (url: string | null): url is string => Boolean(url && /^https?:\/\//i.test(url));
const factsOf = (file: File): TFileFacts => ({ name: file.name, type: file.type, size: file.size });
const messagesOf = (result: TRuleResult) =>
  result.ok ? [] : result.errors.map((e) => translateServerMessage(formatMessage(e.key, e.params)));

/**
 * The custom sound dialog (docs/product/app-settings.md#custom-sound): a file or an address becomes
 * the notification sound, checked as docs/product/validation.md#custom-sound says.
 * Mount it only while open, so each opening starts from the sound in use.
 */
export function CustomSoundDialog({ currentUrl, onClose }: TProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<TSource>(isAddress(currentUrl) ? 'url' : 'file');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState(isAddress(currentUrl) ? currentUrl : '');
  const [alert, setAlert] = useState<string[]>([]);
  const upload = useUploadCustomSound();
  const saveUrl = useSaveCustomSoundUrl();
  const isSaving = upload.isPending || saveUrl.isPending;

  // A refused pick keeps the file chosen before it; the server checks the content again.
  const handleFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (!files.length) return; // the picker was cancelled
    const check = messagesOf(validateAudio(files.map(factsOf)));
    const picked = files[0];
    if (check.length || !picked) {
      setAlert(check);
      return;
    }
    // The name and type are the browser's guess from the extension; the first bytes tell the truth.
    if (!sniffAudio(new Uint8Array(await picked.arrayBuffer()))) {
      setAlert([translateServerMessage(formatMessage('ONLY_AUDIO_FILES_CAN_BE_ACCEPTED'))]);
      return;
    }
    setFile(picked);
  };

  const handleSaved = () => {
    notifications.show({ color: 'green', message: t('settings.sound.saved') });
    onClose();
  };
  const handleFailed = (error: Error) => setAlert(errorMessages(error, error.message));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled out of the Advanced settings form in the page, but React still
    // bubbles its submit event up to that form, which would save the advanced settings.
    event.stopPropagation();
    const check = messagesOf(
      validateCustomSound({ source, files: file ? [factsOf(file)] : [], url }),
    );
    if (check.length) return setAlert(check);
    if (source === 'file' && file)
      upload.mutate(file, { onSuccess: handleSaved, onError: handleFailed });
    if (source === 'url')
      saveUrl.mutate({ url: url.trim() }, { onSuccess: handleSaved, onError: handleFailed });
  };

  return (
    <MantineModal
      opened
      // While saving, the dialog stays until the server answers; while the alert is open, Escape
      // closes only the alert (both dialogs listen for it), so nothing typed is lost.
      onClose={isSaving ? () => {} : onClose}
      closeOnEscape={!isSaving && alert.length === 0}
      closeOnClickOutside={!isSaving}
      title={t('settings.sound.dialogTitle')}
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Radio.Group
            label={t('settings.sound.source')}
            value={source}
            onChange={(value) => setSource(value as TSource)}
          >
            <Group mt="xs">
              <Radio value="file" label={t('settings.sound.sourceFile')} disabled={isSaving} />
              <Radio value="url" label={t('settings.sound.sourceUrl')} disabled={isSaving} />
            </Group>
          </Radio.Group>
          {source === 'file' ? (
            <Stack gap={6}>
              <Group gap="sm">
                <Button variant="light" onClick={() => input.current?.click()} disabled={isSaving}>
                  {t('settings.sound.chooseFile')}
                </Button>
                <Text size="sm" c={file ? undefined : 'dimmed'} data-testid="custom-sound-chosen">
                  {file
                    ? t('settings.sound.chosen', {
                        name: file.name,
                        size: Math.max(1, Math.round(file.size / KB)),
                      })
                    : t('settings.sound.noFile')}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {t('settings.sound.fileHelp')}
              </Text>
              {/* multiple: several dropped or picked files are refused with "one file at a time". */}
              <input
                ref={input}
                type="file"
                accept={ACCEPT}
                multiple
                hidden
                aria-label={t('settings.sound.file')}
                data-testid="custom-sound-file"
                onChange={(event) => void handleFiles(event.currentTarget.files)}
              />
            </Stack>
          ) : (
            <TextInput
              label={t('settings.sound.url')}
              description={t('settings.sound.urlHelp')}
              placeholder="https://"
              type="url"
              inputMode="url"
              autoComplete="url"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              disabled={isSaving}
            />
          )}
          {upload.isPending && (
            <Progress
              value={upload.progress}
              aria-label={t('settings.sound.uploading', { percent: upload.progress })}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              {t('settings.sound.cancel')}
            </Button>
            <Button type="submit" loading={isSaving}>
              {t('settings.sound.save')}
            </Button>
          </Group>
        </Stack>
        {/* Mounted after the dialog so it opens on top of it. */}
        {alert.length > 0 && (
          <AlertDialog
            title={t('settings.sound.alertTitle')}
            messages={alert}
            closeLabel={t('settings.sound.ok')}
            onClose={() => setAlert([])}
          />
        )}
      </form>
    </MantineModal>
  );
}
