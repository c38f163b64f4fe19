import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MantineModal } from '../../components/mantine-modal';

export type TInsertKind = 'link' | 'image' | 'video';
type TProps = {
  kind: TInsertKind | null;
  onCancel: () => void;
  onInsert: (url: string, text: string) => void;
};

const isHttpsUrl = (value: string) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value.trim());
const isYoutube = (value: string) =>
  /^https:\/\/(www\.)?(youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{6,}/.test(value.trim());

/**
 * The link, image and video insert dialogs of the rich-text editor
 * (docs/product/website-settings.md#rich-text).
 */
export function InsertDialog({ kind, onCancel, onInsert }: TProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setUrl('');
    setText('');
    setError(null);
  };
  const handleInsert = () => {
    const ok = kind === 'video' ? isYoutube(url) : isHttpsUrl(url);
    if (!ok) {
      setError(t(kind === 'video' ? 'settings.richText.badVideo' : 'settings.richText.badUrl'));
      return;
    }
    onInsert(url.trim(), text.trim());
    close();
  };
  const title = kind ? t(`settings.richText.${kind}`) : '';
  return (
    <MantineModal
      opened={kind !== null}
      onClose={() => {
        close();
        onCancel();
      }}
      title={title}
      centered
    >
      <Stack>
        <TextInput
          label={kind === 'video' ? t('settings.richText.videoUrl') : t('settings.richText.url')}
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        {kind !== 'video' && (
          <TextInput
            label={kind === 'image' ? t('settings.richText.alt') : t('settings.richText.text')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              close();
              onCancel();
            }}
          >
            {t('settings.richText.cancel')}
          </Button>
          <Button onClick={handleInsert}>{t('settings.richText.insert')}</Button>
        </Group>
      </Stack>
    </MantineModal>
  );
}
