import { Stack, Text } from '@mantine/core';
import type { TApp } from '@oc/domain/apps/app.schema';
import { PLATFORMS } from '@oc/domain/apps/platforms';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { useWatchBuilds } from '../../data/builds/watch-builds';
import { PlatformBuilds } from './platform-builds';
import '../../lib/page-words/settings-app';

/**
 * Build Apps, the last section of the app view (docs/product/builds.md): one block per platform
 * the app's base is built for. While any build is unfinished the app is asked again every 2 s, so
 * statuses move without a reload.
 */
export function BuildAppsSection({ app }: { app: TApp }) {
  const { t } = useTranslation();
  useWatchBuilds(app.id);
  const platforms = PLATFORMS.filter((platform) => app.base.platforms.includes(platform));
  return (
    <SectionCard title={t('settings.app.sections.build')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('settings.app.builds.intro')}
        </Text>
        {platforms.map((platform) => (
          <PlatformBuilds key={platform} app={app} platform={platform} />
        ))}
      </Stack>
    </SectionCard>
  );
}
