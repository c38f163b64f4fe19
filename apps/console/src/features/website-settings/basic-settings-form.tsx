import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { THEME_MESSAGES } from '@oc/domain/messages/theme-messages';
import type { TWebMode } from '@oc/domain/products/products';
import type { TSite } from '@oc/domain/sites/site.schema';
import {
  basicFormValues,
  changesOf,
  type TBasicField,
  type TBasicForm,
  ZBasicForm,
} from '@oc/domain/themes/basic-fields';
import type { TTheme } from '@oc/domain/themes/theme.schema';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/alert-dialog';
import { SaveBar } from '../../components/save-bar';
import { SectionSkeleton } from '../../components/section-skeleton';
import { useSaveProjectLanguages } from '../../data/sites/save-project-languages';
import { useUpdateSite } from '../../data/sites/update-site';
import { useSaveTheme } from '../../data/themes/save-theme';
import { enterDoesNotSave } from '../../lib/enter-does-not-save';
import { errorMessages } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';
import { useIsAfterFirstPaint } from '../../lib/use-after-first-paint';
import {
  draftOf,
  isDraftChanged,
  languageChangesOf,
  savedLanguagesOf,
} from './site-languages-draft';
import { SiteLanguagesSection } from './site-languages-section';
import { SiteSettingsSection } from './site-settings-section';
import { ThemeColorsSection } from './theme-colors-section';
import { ImagesSection } from './website-images-section';
import { WebsiteThemeSection } from './website-theme-section';

type TProps = {
  site: TSite;
  theme: TTheme;
  mode: TWebMode;
  settingsTitle: string;
  /** Told, without re-rendering the form, what its Save would send after each change. */
  onDraftChange?: (draft: ReturnType<typeof changesOf>) => void;
  /** The custom domain panel, shown in the site settings section (composed by the page). */
  customDomain?: ReactNode;
};

// The heights of the sections drawn after the first (px, measured on a wide console with the demo
// project), which their placeholders hold until they come.
const WEBSITE_THEME_HEIGHT = 165;
const LANGUAGES_HEIGHT = 553;
const IMAGES_HEIGHT: Record<TWebMode, number> = { website: 523, franchise: 523, dashboard: 311 };
const COLOURS_HEIGHT = 270;

/**
 * The Basic settings tab (docs/product/website-settings.md): one form, saved from its save bar
 * (docs/product/screens.md#saving), only changed fields sent.
 */
export function BasicSettingsForm({
  site,
  theme,
  mode,
  settingsTitle,
  onDraftChange,
  customDomain,
}: TProps) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<TBasicForm>({
    defaultValues: basicFormValues(site, theme),
    // Each field checked with its own schema in the domain; the messages are the catalogue's.
    resolver: zodResolver(ZBasicForm),
  });
  // The version this form's copy was loaded at; it moves on only with this form's own saves, so a
  // save from the Advanced tab (which refreshes `theme`) never replaces what is typed here.
  const baseVersion = useRef(theme.version);
  const updateSite = useUpdateSite(site.id);
  const saveTheme = useSaveTheme({ kind: 'sites', id: site.id });
  const saveProjectLanguages = useSaveProjectLanguages();
  const isSaving = updateSite.isPending || saveTheme.isPending || saveProjectLanguages.isPending;
  const { isDirty, dirtyFields } = form.formState;
  // The website's languages, beside the form's fields and saved by the same Save; the dashboard is
  // no website and has none (docs/product/website-settings.md#languages).
  const hasLanguages = mode !== 'dashboard';
  const [savedLanguages, setSavedLanguages] = useState(() => savedLanguagesOf(site));
  const [languages, setLanguages] = useState(() => draftOf(savedLanguagesOf(site)));
  const isLanguagesDirty = hasLanguages && isDraftChanged(languages, savedLanguages);
  // The first section (the name) is drawn at once, the others once it is on screen, each in a
  // placeholder of about its height meanwhile (docs/decisions/024). A field not drawn yet keeps
  // its value in the form: it is validated, saved and discarded with the others.
  const isRestDrawn = useIsAfterFirstPaint();
  const later = (height: number, section: ReactNode) =>
    isRestDrawn ? section : <SectionSkeleton label={t('settings.loading')} height={height} />;

  // The live preview shows the unsaved values (docs/product/website-settings.md#live-preview).
  useEffect(() => {
    if (!onDraftChange) return;
    return form.subscribe({
      formState: { values: true, dirtyFields: true },
      callback: (state) => {
        const dirty = state.dirtyFields as Partial<Record<TBasicField, boolean>>;
        const changed = (Object.keys(dirty) as TBasicField[]).filter((f) => dirty[f]);
        onDraftChange(changesOf(state.values, changed));
      },
    });
  }, [form, onDraftChange]);

  const handleValid = async (values: TBasicForm) => {
    const changed = (Object.keys(dirtyFields) as TBasicField[]).filter((f) => dirtyFields[f]);
    const { site: siteChanges, theme: themeChanges } = changesOf(values, changed);
    const languageChanges = isLanguagesDirty ? languageChangesOf(languages, savedLanguages) : null;
    const siteBody = { ...siteChanges, ...languageChanges?.site };
    try {
      if (Object.keys(siteBody).length) await updateSite.mutateAsync(siteBody);
      if (languageChanges?.project)
        await saveProjectLanguages.mutateAsync({ languages: languageChanges.project });
      if (languageChanges) setSavedLanguages(languageChanges.saved);
      if (themeChanges.length) {
        const saved = await saveTheme.mutateAsync({
          version: baseVersion.current,
          changes: themeChanges,
        });
        baseVersion.current = saved.version;
      }
      // The saved values become the new baseline; nothing typed is lost.
      form.reset(values);
      notifications.show({ color: 'green', message: t('settings.basic.saved') });
    } catch (error) {
      const messages = errorMessages(error, translateServerMessage((error as Error).message));
      // The server's single-store rule belongs under the business picker, as the form's own check.
      const singleStore = translateServerMessage(THEME_MESSAGES.SINGLE_STORE_NEEDS_BUSINESS);
      if (messages.includes(singleStore))
        form.setError('business_slug', { message: THEME_MESSAGES.SINGLE_STORE_NEEDS_BUSINESS });
      setAlert(messages.filter((m) => m !== singleStore));
    }
  };
  // A field that shows its own message (the single store's business) is not repeated in the alert.
  const handleInvalid = ({ business_slug: _shownAtTheField, ...errors }: FieldErrors<TBasicForm>) =>
    setAlert(
      Object.values(errors).flatMap((e) => (e?.message ? [translateServerMessage(e.message)] : [])),
    );

  return (
    <form
      onSubmit={form.handleSubmit(handleValid, handleInvalid)}
      onKeyDown={enterDoesNotSave}
      noValidate
    >
      <Stack>
        {/* The preview shows the page a part of the form is about while it is edited (its
            `data-preview-section`, as on the Advanced tab): the home page's parts switch it home,
            the others, about every page, keep the page shown. */}
        <div data-preview-section="basic.site">
          <SiteSettingsSection
            title={settingsTitle}
            site={site}
            register={form.register}
            customDomain={customDomain}
          />
        </div>
        {/* A franchise website's businesses are its franchise's; the dashboard has no website. */}
        {mode === 'website' && (
          <div data-preview-section="basic.website_theme">
            {later(WEBSITE_THEME_HEIGHT, <WebsiteThemeSection control={form.control} />)}
          </div>
        )}
        {hasLanguages && (
          <div data-preview-section="basic.languages">
            {later(
              LANGUAGES_HEIGHT,
              <SiteLanguagesSection
                siteUrl={site.default_url}
                draft={languages}
                onChange={setLanguages}
              />,
            )}
          </div>
        )}
        {later(
          IMAGES_HEIGHT[mode],
          <ImagesSection
            siteId={site.id}
            mode={mode}
            control={form.control}
            register={form.register}
            onError={setAlert}
          />,
        )}
        <div data-preview-section="basic.colours">
          {later(
            COLOURS_HEIGHT,
            <ThemeColorsSection
              control={form.control}
              title={
                mode === 'dashboard'
                  ? t('settings.web.sections.dashboardTheme')
                  : t('settings.web.sections.themeSettings')
              }
            />,
          )}
        </div>
        <SaveBar
          isDirty={isDirty || isLanguagesDirty}
          isSaving={isSaving}
          // A website speaks at least one language: the section says so until one is ticked.
          canSave={!isLanguagesDirty || languages.languages.length > 0}
          saveLabel={t('settings.basic.save')}
          onDiscard={() => {
            form.reset();
            setLanguages(draftOf(savedLanguages));
          }}
        />
      </Stack>
      <AlertDialog
        title={t('settings.basic.alertTitle')}
        messages={alert}
        closeLabel={t('settings.basic.ok')}
        onClose={() => setAlert([])}
      />
    </form>
  );
}
