import { ActionIcon, Button, Group, Select, Stack } from '@mantine/core';
import { RICH_TEXT_FONTS, RICH_TEXT_HEIGHT } from '@oc/domain/themes/fonts';
import {
  IconBold,
  IconItalic,
  IconLink,
  IconPhoto,
  IconUnderline,
  IconVideo,
} from '@tabler/icons-react';
import FontFamily from '@tiptap/extension-font-family';
import Image from '@tiptap/extension-image';
import { TextStyle } from '@tiptap/extension-text-style';
import Youtube from '@tiptap/extension-youtube';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MantineModal } from '../../components/mantine-modal';
import { InsertDialog, type TInsertKind } from './insert-dialog';

type TProps = {
  title: string;
  opened: boolean;
  value: string;
  onClose: () => void;
  onDone: (html: string) => void;
};

/**
 * The content editor, 350 px high, with its four fonts (docs/product/website-settings.md#rich-text,
 * docs/product/limits.md#rich-text-editor). The server sanitises.
 */
export function RichTextDialog({ title, opened, value, onClose, onDone }: TProps) {
  const { t } = useTranslation();
  const [insert, setInsert] = useState<TInsertKind | null>(null);
  const editor = useEditor(
    {
      extensions: [
        StarterKit.configure({
          link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
        }),
        TextStyle,
        FontFamily,
        Image,
        Youtube.configure({ nocookie: true }),
      ],
      content: value,
      immediatelyRender: true,
      editorProps: {
        attributes: { 'aria-label': title, role: 'textbox', 'aria-multiline': 'true' },
      },
    },
    [opened],
  );
  const handleInsert = (url: string, text: string) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (insert === 'link') {
      if (editor.state.selection.empty)
        chain
          .insertContent({
            type: 'text',
            text: text || url,
            marks: [{ type: 'link', attrs: { href: url } }],
          })
          .run();
      else chain.setLink({ href: url }).run();
    }
    if (insert === 'image') chain.setImage({ src: url, alt: text }).run();
    if (insert === 'video') chain.setYoutubeVideo({ src: url }).run();
    setInsert(null);
  };
  const font = editor?.getAttributes('textStyle').fontFamily ?? null;

  return (
    <MantineModal opened={opened} onClose={onClose} title={title} size="xl" centered>
      <Stack>
        <Group gap={4}>
          <ActionIcon
            variant="default"
            aria-label={t('settings.richText.bold')}
            onClick={() => editor?.chain().focus().toggleBold().run()}
          >
            <IconBold size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={t('settings.richText.italic')}
            onClick={() => editor?.chain().focus().toggleItalic().run()}
          >
            <IconItalic size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={t('settings.richText.underline')}
            onClick={() => editor?.chain().focus().toggleUnderline().run()}
          >
            <IconUnderline size={16} />
          </ActionIcon>
          <Select
            aria-label={t('settings.richText.font')}
            placeholder={t('settings.richText.defaultFont')}
            size="xs"
            w={160}
            data={[...RICH_TEXT_FONTS]}
            value={font}
            clearable
            onChange={(next) =>
              next
                ? editor?.chain().focus().setFontFamily(next).run()
                : editor?.chain().focus().unsetFontFamily().run()
            }
          />
          <ActionIcon
            variant="default"
            aria-label={t('settings.richText.link')}
            onClick={() => setInsert('link')}
          >
            <IconLink size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={t('settings.richText.image')}
            onClick={() => setInsert('image')}
          >
            <IconPhoto size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={t('settings.richText.video')}
            onClick={() => setInsert('video')}
          >
            <IconVideo size={16} />
          </ActionIcon>
        </Group>
        <EditorContent
          editor={editor}
          style={{
            height: RICH_TEXT_HEIGHT,
            overflowY: 'auto',
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 8,
            padding: 12,
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('settings.richText.cancel')}
          </Button>
          <Button onClick={() => editor && onDone(editor.getHTML())}>
            {t('settings.richText.done')}
          </Button>
        </Group>
      </Stack>
      <InsertDialog kind={insert} onCancel={() => setInsert(null)} onInsert={handleInsert} />
    </MantineModal>
  );
}
