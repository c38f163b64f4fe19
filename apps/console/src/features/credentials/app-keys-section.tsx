import { Divider, Stack, Text } from '@mantine/core';
import type { TApp } from '@oc/domain/apps/app.schema';
import { PLATFORMS } from '@oc/domain/apps/platforms';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { CredentialsForm } from './credentials-form';
import '../../lib/page-words/settings-app';

/**
 * The store credentials of each platform the app's base is built for
 * (docs/product/app-settings.md#app-keys).
 */
export function AppKeysSection({ app }: { app: TApp }) {
  const { t } = useTranslation();
  const platforms = PLATFORMS.filter((platform) => app.base.platforms.includes(platform));
  return (
    <SectionCard title={t('settings.app.sections.keys')}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('settings.app.keys.intro')}
        </Text>
        {platforms.map((platform, index) => (
          <Fragment key={platform}>
            {index > 0 && <Divider />}
            <CredentialsForm
              appId={app.id}
              platform={platform}
              summary={platform === 'ios' ? app.ios_credentials : app.android_credentials}
            />
          </Fragment>
        ))}
      </Stack>
    </SectionCard>
  );
}
