import { Box, Button, Flex, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TTheme } from '@oc/domain/themes/theme.schema';
import { IconEye } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPreviewDrafts } from './preview-draft';
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

/** Wide enough for the form and the preview side by side (Mantine's `lg` breakpoint). */
const WIDE = '(min-width: 75em)';

/**
 * The settings beside their preview on a wide console; on a narrower one the preview waits behind
 * 'Show preview' and then opens above the settings (docs/product/website-settings.md#live-preview).
 */
export function WithWebsitePreview({ site, theme, drafts, isPaneHidden, children }: TProps) {
  const { t } = useTranslation();
  const isWide = useMediaQuery(WIDE) ?? false;
  const [choice, setChoice] = useState<boolean | null>(null);
  const isShown = !isPaneHidden && (choice ?? isWide);

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
        <Box flex={1} miw={0}>
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
            <WebsitePreview
              site={site}
              theme={theme}
              drafts={drafts}
              onHide={() => setChoice(false)}
            />
          </Box>
        )}
      </Flex>
    </Stack>
  );
}
