import { Box, Button, Flex, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TTheme } from '@oc/domain/themes/theme.schema';
import { IconEye } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSection } from '../../components/section-nav';
import { useIsAfterFirstPaint } from '../../lib/use-after-first-paint';
import type { TPreviewDrafts } from './preview-draft';
import { followPreview, INITIAL_PREVIEW_FOLLOW } from './preview-follow';
import { type TPreviewedSite, WebsitePreview } from './website-preview';

type TProps = {
  site: TPreviewedSite;
  /** The saved theme; the pane waits for it. */
  theme: TTheme | undefined;
  drafts: TPreviewDrafts;
  /** Neither the pane nor 'Show preview' shows (a tab with a preview of its own: the widgets). */
  isPaneHidden?: boolean;
  /** The settings forms. */
  children: ReactNode;
};

/** What a settings section about one page of the website carries: its id (preview-follow.ts). */
const SECTION = '[data-preview-section]';
const sectionOf = (element: HTMLElement) => element.dataset.previewSection ?? null;

/** Wide enough for the form and the preview side by side (Mantine's `lg` breakpoint). */
const WIDE = '(min-width: 75em)';

/**
 * The settings beside their preview on a wide console; on a narrower one the preview waits behind
 * 'Show preview' and then opens above the settings (docs/product/website-settings.md#live-preview).
 */
export function WithWebsitePreview({ site, theme, drafts, isPaneHidden, children }: TProps) {
  const { t } = useTranslation();
  // Read at the first render (no effect), so a wide console draws the pane's box from the start
  // rather than 'Show preview' first, then the pane: a shift, and a second draw of the page.
  const isWide = useMediaQuery(WIDE, undefined, { getInitialValueInEffect: false }) ?? false;
  const [choice, setChoice] = useState<boolean | null>(null);
  const isShown = !isPaneHidden && (choice ?? isWide);
  // The pane shown beside the settings from the start has its controls and frame drawn after the
  // settings' first paint (docs/decisions/024), its box holding its size meanwhile; a pane the owner
  // opens comes at once.
  const isPaneDrawn = useIsAfterFirstPaint(theme !== undefined) || choice === true;
  // The page shown follows the section the owner edits (a section names its page with
  // `data-preview-section`); a page chosen in the pane stays until they move to another section.
  const [follow, dispatch] = useReducer(followPreview, INITIAL_PREVIEW_FOLLOW);
  const settingsRef = useRef<HTMLDivElement>(null);
  const sectionsShown = useCallback(
    () => [...(settingsRef.current?.querySelectorAll<HTMLElement>(SECTION) ?? [])],
    [],
  );
  const read = useCurrentSection(sectionsShown, sectionOf);
  // Going into a field scrolls it into view, which may bring another section to the top: the field's
  // section is the one edited until the owner scrolls on themselves.
  const isFocusPinned = useRef(false);
  useEffect(() => {
    if (read && !isFocusPinned.current) dispatch({ type: 'section', section: read });
  }, [read]);
  useEffect(() => {
    const release = () => {
      isFocusPinned.current = false;
    };
    window.addEventListener('wheel', release, { passive: true });
    window.addEventListener('touchmove', release, { passive: true });
    return () => {
      window.removeEventListener('wheel', release);
      window.removeEventListener('touchmove', release);
    };
  }, []);
  const handleFocus = (event: React.FocusEvent) => {
    const section = (event.target as HTMLElement).closest<HTMLElement>(SECTION);
    if (!section) return;
    isFocusPinned.current = true;
    dispatch({ type: 'section', section: sectionOf(section) as string });
  };

  return (
    <Stack>
      {!isShown && !isPaneHidden && (
        <Group justify="flex-end">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconEye size={14} aria-hidden />}
            onClick={() => setChoice(true)}
          >
            {t('settings.web.preview.show')}
          </Button>
        </Group>
      )}
      {/* The settings keep their place in the tree whatever the pane does: nothing typed is lost. */}
      <Flex
        direction={isWide ? 'row' : 'column-reverse'}
        align={isWide ? 'flex-start' : 'stretch'}
        gap="lg"
      >
        <Box flex={1} miw={0} ref={settingsRef} onFocusCapture={handleFocus}>
          {children}
        </Box>
        {isShown && theme && (
          <Box
            w={isWide ? '45%' : '100%'}
            h={isWide ? 'calc(100vh - 120px)' : '70vh'}
            pos={isWide ? 'sticky' : 'static'}
            top={72}
            component="section"
            aria-label={t('settings.web.preview.title')}
          >
            {isPaneDrawn && (
              <WebsitePreview
                site={site}
                theme={theme}
                drafts={drafts}
                page={follow.page}
                onPageChange={(page) => dispatch({ type: 'choose', page })}
                onHide={() => setChoice(false)}
              />
            )}
          </Box>
        )}
      </Flex>
    </Stack>
  );
}
