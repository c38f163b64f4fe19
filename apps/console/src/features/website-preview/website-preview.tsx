import { CloseButton, Group, NativeSelect, Paper } from '@mantine/core';
import type { TSite } from '@oc/domain/sites/site.schema';
import type { TTheme } from '@oc/domain/themes/theme.schema';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultPreviewWidth,
  OpenInTabButton,
  PreviewFrame,
  PreviewWidthControl,
  type TPreviewWidth,
} from '../../components/preview-controls';
import { connectPreview } from './preview-channel';
import { previewMessage, type TPreviewDrafts } from './preview-draft';
import { PREVIEW_PAGES, previewAddress, publicAddress, type TPreviewPage } from './preview-pages';

/**
 * What the pane shows: a website, or the kiosk or franchises app's theme drawn as one at its own
 * address (docs/product/website.md#addresses).
 */
export type TPreviewedSite = Pick<TSite, 'name' | 'description' | 'logo' | 'image' | 'default_url'>;

type TProps = {
  site: TPreviewedSite;
  theme: TTheme;
  drafts: TPreviewDrafts;
  /** The page shown: the one the section being edited is about, or the one the owner chose. */
  page: TPreviewPage;
  onPageChange: (page: TPreviewPage) => void;
  onHide: () => void;
};

/**
 * The website as it will look, with what the forms hold unsaved
 * (docs/product/website-settings.md#live-preview). It never saves: only the forms' Save does.
 */
export function WebsitePreview({ site, theme, drafts, page, onPageChange, onHide }: TProps) {
  const { t } = useTranslation();
  const [width, setWidth] = useState<TPreviewWidth>(defaultPreviewWidth);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const path = PREVIEW_PAGES.find((p) => p.id === page)?.path ?? '/';

  // Sends the values when the page is ready, after each change to a form, and after a save.
  useEffect(() => {
    const channel = connectPreview(window, {
      origin: new URL(site.default_url).origin,
      target: () => frameRef.current?.contentWindow ?? null,
      message: () => previewMessage(site, theme, drafts.get()),
    });
    const unsubscribe = drafts.subscribe(channel.changed);
    channel.changed();
    return () => {
      unsubscribe();
      channel.disconnect();
    };
  }, [site, theme, drafts]);

  return (
    <Paper
      withBorder
      h="100%"
      display="flex"
      style={{ flexDirection: 'column', overflow: 'hidden' }}
    >
      <Group p="xs" gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs">
          <PreviewWidthControl value={width} onChange={setWidth} />
          <NativeSelect
            size="xs"
            aria-label={t('settings.web.preview.page')}
            value={page}
            onChange={(event) => onPageChange(event.currentTarget.value as TPreviewPage)}
            data={PREVIEW_PAGES.map((p) => ({
              value: p.id,
              label: t(`settings.web.preview.pages.${p.id}`),
            }))}
          />
        </Group>
        <Group gap="xs">
          <OpenInTabButton href={publicAddress(site.default_url, path)} />
          <CloseButton aria-label={t('settings.web.preview.hide')} onClick={onHide} />
        </Group>
      </Group>
      <PreviewFrame
        src={previewAddress(site.default_url, path)}
        title={t('settings.web.preview.frameTitle', { name: site.name })}
        width={width}
        frameRef={frameRef}
        loadingLabel={t('settings.web.preview.loading')}
      />
    </Paper>
  );
}
