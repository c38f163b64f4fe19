import { Tabs, Text } from '@mantine/core';
import type { TApp, TSite } from '@oc/domain/api.schema';
import { type TWebCode, webModeFor } from '@oc/domain/products';
import { useTranslation } from 'react-i18next';
import { ProductSkeleton } from '../../../components/product-skeleton';
import { useTheme } from '../api/get-theme';
import { BasicSettingsForm } from './basic/basic-settings-form';
import { type TWebTab, webTabsFor } from './web-tabs';

type TWebSettingsViewProps = {
  app: TApp;
  site: TSite;
  tab: string | null;
  onTabChange: (tab: TWebTab) => void;
};

/** Spec 2.2–2.3: the web product's tabs, by mode; section contents arrive with their own issues. */
export function WebSettingsView({ app, site, tab, onTabChange }: TWebSettingsViewProps) {
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
        {theme.data ? (
          <BasicSettingsForm
            key={theme.data.version}
            site={site}
            theme={theme.data}
            mode={mode}
            settingsTitle={settingsTitle}
          />
        ) : (
          <ProductSkeleton label={t('settings.loading')} />
        )}
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
