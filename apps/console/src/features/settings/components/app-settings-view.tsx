import { Stack, Tabs, Text, Title } from '@mantine/core';
import { hasResources } from '@oc/domain/actions.rules';
import type { TApp } from '@oc/domain/api.schema';
import { appHasAdvancedTab } from '@oc/domain/products';
import { useTranslation } from 'react-i18next';
import { AppAdvancedTab } from './advanced/app-advanced-tab';
import { SectionCard } from './section-card';

type TAppSettingsViewProps = {
  app: TApp;
  tab: string | null;
  onTabChange: (tab: 'basic' | 'advanced') => void;
};

/** Spec 2.7: the app's sections in order; Basic/Advanced tabs only for the kiosk and franchises apps. */
export function AppSettingsView({ app, tab, onTabChange }: TAppSettingsViewProps) {
  const { t } = useTranslation();
  const sections = (
    <Stack>
      <SectionCard title={t('settings.app.sections.general')} />
      {app.baseConstants.length > 0 && <SectionCard title={t('settings.app.sections.constants')} />}
      <SectionCard title={t('settings.app.sections.images')} />
      <SectionCard title={t('settings.app.sections.colors')} />
      <SectionCard title={t('settings.app.sections.files')} />
      <SectionCard title={t('settings.app.sections.keys')} />
      {hasResources(app.baseActions) && (
        <SectionCard title={t('settings.app.sections.resources')} />
      )}
      <SectionCard title={t('settings.app.sections.build')} />
    </Stack>
  );
  return (
    <Stack>
      <div>
        <Title order={2}>{t('settings.app.heading', { name: app.name })}</Title>
        <Text c="dimmed">{t('settings.app.subtitle')}</Text>
      </div>
      {appHasAdvancedTab(app.base.code) ? (
        // Panels stay mounted: switching tabs keeps what the owner typed in the other one.
        <Tabs
          keepMounted
          value={tab === 'advanced' ? 'advanced' : 'basic'}
          onChange={(v) => v && onTabChange(v as 'basic' | 'advanced')}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="basic">{t('settings.app.tabs.basic')}</Tabs.Tab>
            <Tabs.Tab value="advanced">{t('settings.app.tabs.advanced')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="basic">{sections}</Tabs.Panel>
          <Tabs.Panel value="advanced">
            <AppAdvancedTab app={app} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        sections
      )}
    </Stack>
  );
}
