import { Stack, Tabs, Text } from '@mantine/core';
import type { TApp } from '@oc/domain/api.schema';
import { type TWebCode, webModeFor } from '@oc/domain/products';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../api/get-theme';
import { SectionCard } from './section-card';
import { type TWebTab, webTabsFor } from './web-tabs';

type TWebSettingsViewProps = { app: TApp; tab: string | null; onTabChange: (tab: TWebTab) => void };

/** Spec 2.2–2.3: the web product's tabs, by mode; section contents arrive with their own issues. */
export function WebSettingsView({ app, tab, onTabChange }: TWebSettingsViewProps) {
  const { t } = useTranslation();
  const mode = webModeFor(app.base.code as TWebCode);
  const tabs = webTabsFor(mode);
  const theme = useTheme(app.site_id);
  const active = tabs.includes(tab as TWebTab) ? (tab as TWebTab) : 'basic';
  const settingsTitle = {
    website: t('settings.web.sections.websiteSettings'),
    franchise: t('settings.web.sections.franchiseSettings'),
    dashboard: t('settings.web.sections.dashboardSettings'),
  }[mode];

  return (
    <Tabs
      value={active}
      onChange={(value) => value && onTabChange(value as TWebTab)}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {tabs.map((value) => (
          // Tabs cannot be switched while the theme is loading (spec 2.2).
          <Tabs.Tab key={value} value={value} disabled={theme.isPending}>
            {t(`settings.web.tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="basic">
        <Stack>
          <SectionCard title={settingsTitle} />
          {mode !== 'franchise' && <SectionCard title={t('settings.web.sections.websiteTheme')} />}
          <SectionCard title={t('settings.web.sections.images')} />
          <SectionCard title={t('settings.web.sections.themeSettings')} />
          {mode === 'dashboard' && (
            <SectionCard title={t('settings.web.sections.dashboardTheme')} />
          )}
        </Stack>
      </Tabs.Panel>
      {tabs
        .filter((value) => value !== 'basic')
        .map((value) => (
          <Tabs.Panel key={value} value={value}>
            <Text c="dimmed">{t('settings.web.comingSoon')}</Text>
          </Tabs.Panel>
        ))}
    </Tabs>
  );
}
