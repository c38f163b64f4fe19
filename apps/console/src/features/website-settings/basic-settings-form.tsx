import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TWebMode } from '@oc/domain/products/products';
import type { TSite } from '@oc/domain/sites/site.schema';
import type { TTheme } from '@oc/domain/themes/theme.schema';
import { useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AlertDialog } from '../../components/alert-dialog';
import { useUpdateSite } from '../../data/sites/update-site';
import { useSaveTheme } from '../../data/themes/save-theme';
import { errorMessages } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';
import { basicFormValues, changesOf, type TBasicField, type TBasicForm } from './basic-fields';
import { SiteSettingsSection } from './site-settings-section';
import { ThemeColorsSection } from './theme-colors-section';
import { ImagesSection } from './website-images-section';
import { WebsiteThemeSection } from './website-theme-section';

const hex = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'settings.basic.invalidColor');
const ZBasicForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'settings.basic.invalidName')
    .max(255, 'settings.basic.invalidName'),
  description: z.string().trim().max(255, 'settings.basic.invalidDescription'),
  background_page: hex,
  primary_btn_color: hex,
});

type TProps = { site: TSite; theme: TTheme; mode: TWebMode; settingsTitle: string };

/** The Basic settings tab (spec 2.3): one form, one Save, only changed fields sent. */
export function BasicSettingsForm({ site, theme, mode, settingsTitle }: TProps) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<TBasicForm>({
    defaultValues: basicFormValues(site, theme),
    // biome-ignore lint/suspicious/noExplicitAny: the form checks a subset of its fields
    resolver: zodResolver(ZBasicForm.passthrough() as any),
  });
  // The version this form's copy was loaded at; it moves on only with this form's own saves, so a
  // save from the Advanced tab (which refreshes `theme`) never replaces what is typed here.
  const baseVersion = useRef(theme.version);
  const updateSite = useUpdateSite(site.id);
  const saveTheme = useSaveTheme({ kind: 'sites', id: site.id });
  const isSaving = updateSite.isPending || saveTheme.isPending;
  const { isDirty, dirtyFields } = form.formState;

  const handleValid = async (values: TBasicForm) => {
    const changed = (Object.keys(dirtyFields) as TBasicField[]).filter((f) => dirtyFields[f]);
    const { site: siteChanges, theme: themeChanges } = changesOf(values, changed);
    try {
      if (Object.keys(siteChanges).length) await updateSite.mutateAsync(siteChanges);
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
      setAlert(errorMessages(error, translateServerMessage((error as Error).message)));
    }
  };
  const handleInvalid = (errors: FieldErrors<TBasicForm>) =>
    setAlert(
      Object.values(errors).map((e) => t((e?.message ?? '') as 'settings.basic.invalidName')),
    );

  // Dashboard mode shows Save only when there are changes (spec 2.3).
  const isSaveShown = mode !== 'dashboard' || isDirty;

  return (
    <form onSubmit={form.handleSubmit(handleValid, handleInvalid)} noValidate>
      <Stack>
        <SiteSettingsSection title={settingsTitle} site={site} register={form.register} />
        {mode !== 'franchise' && <WebsiteThemeSection control={form.control} />}
        <ImagesSection
          siteId={site.id}
          mode={mode}
          control={form.control}
          register={form.register}
          onError={setAlert}
        />
        <ThemeColorsSection
          control={form.control}
          title={
            mode === 'dashboard'
              ? t('settings.web.sections.dashboardTheme')
              : t('settings.web.sections.themeSettings')
          }
        />
        {isSaveShown && (
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving} disabled={!isDirty}>
              {t('settings.basic.save')}
            </Button>
          </Group>
        )}
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
