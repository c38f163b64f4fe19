import { Alert, Skeleton, Tabs } from '@mantine/core';
import type { TApp } from '@oc/domain/apps/app.schema';
import { type TWebCode, webModeFor } from '@oc/domain/products/products';
import type { TSite } from '@oc/domain/sites/site.schema';
import { modeFlagsFor } from '@oc/domain/themes/theme-mode';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductSkeleton } from '../../components/product-skeleton';
import { useTheme } from '../../data/themes/get-theme';
import { createPreviewDrafts } from '../../features/website-preview/preview-draft';
import { WithWebsitePreview } from '../../features/website-preview/with-website-preview';
import { BasicSettingsForm } from '../../features/website-settings/basic-settings-form';
import { translateServerMessage } from '../../lib/i18n';
import { useIsAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useLazyModule } from './use-lazy-module';
import { useShownTabs } from './use-shown-tabs';
import { type TWebTab, webTabsFor } from './web-tabs';

// What the Basic tab does not show at first is downloaded when first shown (docs/decisions/020):
// the Advanced tab, the widgets tab, and the custom domain card under the site's address.
const loadAdvanced = async () => ({
  ...(await import('../../features/advanced-settings/advanced-settings-form')),
  ...(await import('../../features/advanced-settings/custom-sound-section')),
});
const loadWidgets = () => import('../../features/widgets/widgets-tab');
const loadCustomDomain = () => import('../../features/custom-domain/custom-domain-panel');

type TWebSettingsTabsProps = {
  app: TApp;
  site: TSite;
  tab: string | null;
  onTabChange: (tab: TWebTab) => void;
};

/**
 * The web product's tabs, by mode (docs/product/screens.md#web-view-tabs): the Basic tab, the
 * Advanced tab with the website's custom sound, and the ordering website's widgets; beside the
 * first two, for the ordering and franchise websites, the live preview of both tabs' unsaved values
 * (docs/product/website-settings.md#live-preview). The widgets tab has a preview of its own.
 */
export function WebSettingsTabs({ app, site, tab, onTabChange }: TWebSettingsTabsProps) {
  const { t } = useTranslation();
  const mode = webModeFor(app.base.code as TWebCode);
  const tabs = webTabsFor(mode);
  const theme = useTheme({ kind: 'sites', id: site.id });
  const flags = useMemo(() => modeFlagsFor(app.base.code as TWebCode), [app.base.code]);
  const active = tabs.includes(tab as TWebTab) ? (tab as TWebTab) : 'basic';
  const shown = useShownTabs(active);
  const advanced = useLazyModule(loadAdvanced, shown.has('advanced'));
  const widgets = useLazyModule(loadWidgets, shown.has('widgets'));
  // Asked for once the tab's first section is on screen: asking puts the panel's files in the
  // page's head, which would hold up that first paint.
  const customDomain = useLazyModule(loadCustomDomain, useIsAfterFirstPaint());
  // The forms tell this store what they hold unsaved; only the preview listens.
  const [drafts] = useState(createPreviewDrafts);
  const settingsTitle = {
    website: t('settings.web.sections.websiteSettings'),
    franchise: t('settings.web.sections.franchiseSettings'),
    dashboard: t('settings.web.sections.dashboardSettings'),
  }[mode];
  // Each tab shows the theme's loading state, or why it could not be loaded.
  const placeholder = theme.error ? (
    <Alert color="red" role="alert">
      {translateServerMessage(theme.error.message)}
    </Alert>
  ) : (
    <ProductSkeleton label={t('settings.loading')} />
  );

  const tabsView = (
    // A panel is drawn when its tab is first shown, then stays mounted: switching tabs keeps what
    // the owner typed in the other one.
    <Tabs value={active} onChange={(value) => value && onTabChange(value as TWebTab)} keepMounted>
      <Tabs.List mb="md">
        {tabs.map((value) => (
          // Tabs cannot be switched while the theme is loading
          // (docs/product/screens.md#web-view-tabs).
          <Tabs.Tab key={value} value={value} disabled={theme.isPending}>
            {t(`settings.web.tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="basic">
        {!shown.has('basic') ? null : theme.data ? (
          <BasicSettingsForm
            site={site}
            theme={theme.data}
            mode={mode}
            settingsTitle={settingsTitle}
            onDraftChange={drafts.setBasic}
            customDomain={
              customDomain ? (
                <customDomain.CustomDomainPanel site={site} />
              ) : (
                <Skeleton
                  height={72}
                  role="status"
                  aria-busy="true"
                  aria-label={t('settings.loading')}
                />
              )
            }
          />
        ) : (
          placeholder
        )}
      </Tabs.Panel>
      {tabs.includes('advanced') && (
        <Tabs.Panel value="advanced">
          {!shown.has('advanced') ? null : theme.data && advanced ? (
            <advanced.AdvancedSettingsForm
              owner={{ kind: 'sites', id: site.id }}
              theme={theme.data}
              flags={flags}
              onDraftChange={drafts.setAdvanced}
              childrenTitle={mode === 'website' ? t('settings.sound.title') : undefined}
            >
              {mode === 'website' && <advanced.CustomSoundSection />}
            </advanced.AdvancedSettingsForm>
          ) : (
            placeholder
          )}
        </Tabs.Panel>
      )}
      {tabs.includes('widgets') && (
        <Tabs.Panel value="widgets">
          {!shown.has('widgets') ? null : theme.data && widgets ? (
            <widgets.WidgetsTab site={site} theme={theme.data} />
          ) : (
            placeholder
          )}
        </Tabs.Panel>
      )}
    </Tabs>
  );

  // The dashboard is the console's own look: it has no website to preview.
  if (mode === 'dashboard') return tabsView;
  return (
    <WithWebsitePreview
      site={site}
      theme={theme.data}
      drafts={drafts}
      isPaneHidden={active === 'widgets'}
    >
      {tabsView}
    </WithWebsitePreview>
  );
}
