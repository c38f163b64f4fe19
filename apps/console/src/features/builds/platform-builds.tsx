import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TApp } from '@oc/domain/apps/app.schema';
import type { TPlatform } from '@oc/domain/apps/platforms';
import { versionFreshness } from '@oc/domain/builds/build.rules';
import { useTranslation } from 'react-i18next';
import { BuildButtons } from './build-buttons';
import { DownloadsList } from './downloads-list';
import { LastBuild } from './last-build';
import { SendToStoreButton } from './send-to-store-button';

/**
 * One platform's builds: the build buttons, the last build with the version freshness line, the
 * built files and, for Android, sending the release to Google Play.
 */
export function PlatformBuilds({ app, platform }: { app: TApp; platform: TPlatform }) {
  const { t } = useTranslation();
  const name = t(`settings.app.builds.platforms.${platform}`);
  // The server lists builds and built files newest first.
  const builds = app.builds.filter((build) => build.platform === platform);
  const last = builds[0];
  const lastSuccessful = builds.find((build) => build.status === 'successful');
  const freshness = versionFreshness(app.version, lastSuccessful?.app_version ?? null);
  const files = app.built_apps.filter((file) => file.platform === platform);
  // Google Play takes new apps only as App Bundles: a release APK is not sent.
  const hasRelease = files.some((file) => file.mode === 'release' && file.extension === 'aab');
  return (
    <Paper
      withBorder
      p="md"
      radius="sm"
      component="section"
      aria-label={t('settings.app.builds.platformRegion', { platform: name })}
    >
      <Stack gap="sm">
        <Title order={4} size="h5">
          {name}
        </Title>
        <BuildButtons app={app} platform={platform} />
        <Title order={5} size="h6">
          {t('settings.app.builds.lastBuild')}
        </Title>
        {last ? (
          <LastBuild app={app} build={last} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('settings.app.builds.noBuild')}
          </Text>
        )}
        <Text size="sm" c={freshness.kind === 'updated' ? 'green' : 'yellow'} fw={500}>
          {freshness.kind === 'updated'
            ? t('settings.app.builds.freshness.updated')
            : t('settings.app.builds.freshness.new', { version: freshness.version })}
        </Text>
        <Title order={5} size="h6">
          {t('settings.app.builds.downloads.title')}
        </Title>
        <DownloadsList appId={app.id} files={files} />
        {platform === 'android' && <SendToStoreButton appId={app.id} hasRelease={hasRelease} />}
      </Stack>
    </Paper>
  );
}
