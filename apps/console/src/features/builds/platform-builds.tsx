import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TApp } from '@oc/domain/apps/app.schema';
import type { TPlatform } from '@oc/domain/apps/platforms';
import { versionFreshness } from '@oc/domain/builds/build.rules';
import { useTranslation } from 'react-i18next';
import { BuildButtons } from './build-buttons';
import { DownloadsList } from './downloads-list';
import { LastBuild } from './last-build';
import { SendToStoreButton } from './send-to-store-button';
import '../../lib/page-words/settings-app';

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
        {/* In words, in the text's own colour: what was built and when, or that nothing was. */}
        <Text size="sm" fw={500} data-testid="version-freshness">
          {freshness.kind === 'never'
            ? t('settings.app.builds.freshness.never', { version: freshness.version })
            : t(`settings.app.builds.freshness.${freshness.kind}`, {
                version: freshness.kind === 'new' ? freshness.version : freshness.built,
                built: freshness.built,
                date: new Date(lastSuccessful?.updated_at ?? 0),
              })}
        </Text>
        <Title order={5} size="h6">
          {t('settings.app.builds.downloads.title')}
        </Title>
        <DownloadsList appId={app.id} files={files} />
        {platform === 'android' && (
          <SendToStoreButton
            appId={app.id}
            hasRelease={hasRelease}
            hasCredentialFile={
              app.android_credentials?.fields.playstore_credential_file?.is_set === true
            }
          />
        )}
      </Stack>
    </Paper>
  );
}
