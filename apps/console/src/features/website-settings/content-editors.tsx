import { Button, Group, Loader } from '@mantine/core';
import type { TBasicForm } from '@oc/domain/themes/basic-fields';
import { lazy, Suspense, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

// Tiptap is most of the editor's weight; it loads only when an editor is opened.
const RichTextDialog = lazy(() =>
  import('./rich-text-dialog').then((m) => ({ default: m.RichTextDialog })),
);

// `section`: where the preview goes while the content is edited (preview-follow.ts): the home
// page, or, for the footer, which every page shows, the page already shown.
const EDITORS = [
  {
    field: 'homepage_content',
    button: 'settings.richText.homepage',
    title: 'settings.richText.homepageTitle',
    section: 'basic.homepage_content',
  },
  {
    field: 'footer_content',
    button: 'settings.richText.footer',
    title: 'settings.richText.footerTitle',
    section: 'basic.footer_content',
  },
] as const;

/**
 * Buttons that open the homepage content editor and the footer content editor
 * (docs/product/website-settings.md#theme-settings-section).
 */
export function ContentEditors({ control }: { control: Control<TBasicForm> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<(typeof EDITORS)[number]['field'] | null>(null);
  return (
    <Group>
      {EDITORS.map(({ field, button, title, section }) => (
        <Controller
          key={field}
          control={control}
          name={field}
          render={({ field: f }) => (
            <>
              {/* On a phone a longer language's words ('Editar el contenido de la página de
                  inicio') take two lines rather than being cut off at the card's edge. */}
              <Button
                variant="light"
                h="auto"
                mih="var(--button-height)"
                py={6}
                maw="100%"
                styles={{ label: { whiteSpace: 'normal' } }}
                data-preview-section={section}
                onClick={() => setOpen(field)}
              >
                {t(button)}
              </Button>
              {open === field && (
                <Suspense fallback={<Loader size="sm" />}>
                  <RichTextDialog
                    title={t(title)}
                    opened
                    value={f.value}
                    onClose={() => setOpen(null)}
                    onDone={(html) => {
                      f.onChange(html);
                      setOpen(null);
                    }}
                  />
                </Suspense>
              )}
            </>
          )}
        />
      ))}
    </Group>
  );
}
