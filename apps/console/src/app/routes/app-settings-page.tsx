import { Stack, Tabs, Text, Title } from '@mantine/core';
import { hasResources } from '@oc/domain/apps/actions.rules';
import type { TApp } from '@oc/domain/apps/app.schema';
import { appHasAdvancedTab, PRODUCT_SLUGS, type TProductCode } from '@oc/domain/products/products';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/alert-dialog';
import { ProductSkeleton } from '../../components/product-skeleton';
import { WithSectionNav } from '../../components/section-nav';
import { SectionSkeleton } from '../../components/section-skeleton';
import { useTheme } from '../../data/themes/get-theme';
import { AppColorsSection } from '../../features/app-settings/app-colors-section';
import { AppFilesSection } from '../../features/app-settings/app-files-section';
import { AppImagesSection } from '../../features/app-settings/app-images-section';
import { ConstantsSection } from '../../features/app-settings/constants-section';
import { GeneralInfoCard } from '../../features/app-settings/general-info-card';
import { ResourcesSection } from '../../features/app-settings/resources-section';
import { createPreviewDrafts } from '../../features/website-preview/preview-draft';
import { WithWebsitePreview } from '../../features/website-preview/with-website-preview';
import { useFocusFieldFromUrl } from '../../lib/field-focus';
import { useIsAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useLazyModule } from './use-lazy-module';
import { useShownTabs } from './use-shown-tabs';
import '../../lib/page-words/settings-app';

// Downloaded when first drawn, so a first visit waits only for what it shows (docs/decisions/020):
// the Advanced tab when first shown; App keys and Build Apps, the last sections, after the page's
// first ones.
const loadAdvanced = () => import('../../features/advanced-settings/app-advanced-tab');
const loadKeys = () => import('../../features/credentials/app-keys-section');
const loadBuilds = () => import('../../features/builds/build-apps-section');

/** The sections' names (settings.app.sections.*), by the page's own key. */
const SECTION_KEYS = {
  general: 'general',
  constants: 'constants',
  images: 'images',
  colors: 'colors',
  files: 'files',
  keys: 'keys',
  resources: 'resources',
  build: 'build',
} as const;

// The heights of the sections drawn after the first (px, measured on a wide console with the demo
// customer app), which their placeholders hold until they come.
const CONSTANTS_HEIGHT = { top: 80, each: 59 };
const IMAGES_HEIGHT = 766;
const COLORS_HEIGHT = 250;
const FILES_HEIGHT = 218;
const KEYS_HEIGHT = 1258;
const RESOURCES_HEIGHT = 1361;
const BUILDS_HEIGHT = 869;

type TAdvancedTab = Awaited<ReturnType<typeof loadAdvanced>>['AppAdvancedTab'];

type TAppSettingsPageProps = {
  app: TApp;
  tab: string | null;
  onTabChange: (tab: 'basic' | 'advanced') => void;
};

/**
 * The kiosk and franchises apps' Advanced tab beside the live preview of their theme at its own
 * address (`preview_url`, docs/product/website.md#addresses), with the form's unsaved values, as
 * on the websites (docs/product/website-settings.md#live-preview).
 */
function AdvancedWithPreview({
  app,
  previewUrl,
  AppAdvancedTab,
}: {
  app: TApp;
  previewUrl: string;
  AppAdvancedTab: TAdvancedTab;
}) {
  const theme = useTheme({ kind: 'apps', id: app.id });
  const [drafts] = useState(createPreviewDrafts);
  // An app's theme is drawn under the app's name and description, without a logo or site image.
  const site = useMemo(
    () => ({
      name: app.name,
      description: app.description,
      logo: null,
      image: null,
      default_url: previewUrl,
    }),
    [app.name, app.description, previewUrl],
  );
  return (
    <WithWebsitePreview site={site} theme={theme.data} drafts={drafts}>
      <AppAdvancedTab app={app} onDraftChange={drafts.setAdvanced} />
    </WithWebsitePreview>
  );
}

/**
 * The app's sections in order (docs/product/app-settings.md#section-order); Basic/Advanced tabs
 * only for the kiosk and franchises apps (docs/product/screens.md#app-view-tabs).
 */
export function AppSettingsPage({ app, tab, onTabChange }: TAppSettingsPageProps) {
  const { t } = useTranslation();
  // A 'Required fields' link names a field of this page (?field=): shown and focused.
  useFocusFieldFromUrl();
  // File checks made in the browser are listed together in one dialog
  // (docs/product/errors.md#where-errors-appear).
  const [alert, setAlert] = useState<string[]>([]);
  const keys = useLazyModule(loadKeys);
  const builds = useLazyModule(loadBuilds);
  const s = (key: keyof typeof SECTION_KEYS) => ({
    id: `app-section-${key}`,
    label: t(`settings.app.sections.${SECTION_KEYS[key]}`),
  });
  // The first section (the app's name) is drawn at once, the others once it is on screen, each in
  // a placeholder of about its height meanwhile (docs/decisions/024); a `?field=` link into one
  // waits for it (lib/field-focus.ts), as the section list waits for its heading.
  const isRestDrawn = useIsAfterFirstPaint();
  const later = (height: number, node: ReactNode | null) =>
    isRestDrawn && node ? node : <SectionSkeleton label={t('settings.loading')} height={height} />;
  const shownSections = [
    { ...s('general'), node: <GeneralInfoCard app={app} /> },
    app.baseConstants.length > 0 && {
      ...s('constants'),
      node: later(
        CONSTANTS_HEIGHT.top + CONSTANTS_HEIGHT.each * app.baseConstants.length,
        <ConstantsSection app={app} />,
      ),
    },
    {
      ...s('images'),
      node: later(IMAGES_HEIGHT, <AppImagesSection app={app} onError={setAlert} />),
    },
    { ...s('colors'), node: later(COLORS_HEIGHT, <AppColorsSection app={app} />) },
    {
      ...s('files'),
      node: later(FILES_HEIGHT, <AppFilesSection app={app} onError={setAlert} />),
    },
    { ...s('keys'), node: later(KEYS_HEIGHT, keys && <keys.AppKeysSection app={app} />) },
    hasResources(app.baseActions) && {
      ...s('resources'),
      node: later(RESOURCES_HEIGHT, <ResourcesSection app={app} onError={setAlert} />),
    },
    {
      ...s('build'),
      node: later(BUILDS_HEIGHT, builds && <builds.BuildAppsSection app={app} />),
    },
  ].filter((section) => section !== false);
  // A page this long lists its sections (Build Apps, the last, one step from the top).
  const sections = (
    <WithSectionNav
      sections={shownSections}
      label={t('settings.sectionNav.label')}
      selectLabel={t('settings.sectionNav.select')}
    >
      <Stack>
        {shownSections.map((section) => (
          <div key={section.id} id={section.id}>
            {section.node}
          </div>
        ))}
      </Stack>
    </WithSectionNav>
  );
  const active = tab === 'advanced' ? 'advanced' : 'basic';
  const shown = useShownTabs(active);
  const advancedCode = useLazyModule(loadAdvanced, shown.has('advanced'));
  const advanced = !advancedCode ? (
    <ProductSkeleton label={t('settings.loading')} />
  ) : app.preview_url ? (
    <AdvancedWithPreview
      app={app}
      previewUrl={app.preview_url}
      AppAdvancedTab={advancedCode.AppAdvancedTab}
    />
  ) : (
    <advancedCode.AppAdvancedTab app={app} />
  );
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('settings.app.heading', {
            product: t(`products.names.${PRODUCT_SLUGS[app.base.code as TProductCode]}`),
            name: app.name,
          })}
        </Title>
        <Text c="dimmed">{t('settings.app.subtitle')}</Text>
      </div>
      {appHasAdvancedTab(app.base.code) ? (
        // A panel is drawn when its tab is first shown, then stays mounted: switching tabs keeps
        // what the owner typed in the other one.
        <Tabs
          keepMounted
          value={active}
          onChange={(v) => v && onTabChange(v as 'basic' | 'advanced')}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="basic">{t('settings.app.tabs.basic')}</Tabs.Tab>
            <Tabs.Tab value="advanced">{t('settings.app.tabs.advanced')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="basic">{shown.has('basic') && sections}</Tabs.Panel>
          <Tabs.Panel value="advanced">{shown.has('advanced') && advanced}</Tabs.Panel>
        </Tabs>
      ) : (
        sections
      )}
      <AlertDialog
        title={t('settings.app.actions.alertTitle')}
        messages={alert}
        closeLabel={t('settings.app.actions.ok')}
        onClose={() => setAlert([])}
      />
    </Stack>
  );
}
