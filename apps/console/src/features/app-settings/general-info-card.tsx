import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TApp } from '@oc/domain/apps/app.schema';
import {
  APP_INFO_FIELDS,
  canSaveAppInfo,
  changedAppInfo,
  type TAppInfo,
  ZUpdateAppRequest,
} from '@oc/domain/apps/app-settings.rules';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { GrowingTextarea } from '../../components/growing-textarea';
import { SaveBar } from '../../components/save-bar';
import { SectionCard } from '../../components/section-card';
import { useUpdateApp } from '../../data/apps/update-app';
import { focusFieldProps } from '../../lib/field-focus';
import { translateServerMessage } from '../../lib/i18n';
import '../../lib/page-words/settings-app';

const infoOf = (app: TApp): TAppInfo => ({
  name: app.name,
  package: app.package,
  version: app.version,
  description: app.description,
});

/**
 * The domain's request schema, applied to the changed fields only: an untouched field (an empty
 * description, say) never blocks saving the others, and the messages are the catalogue's.
 */
function appInfoSchema(saved: () => TAppInfo) {
  return z
    .object({ name: z.string(), package: z.string(), version: z.string(), description: z.string() })
    .superRefine((values, ctx) => {
      const changes = changedAppInfo(saved(), values);
      if (Object.keys(changes).length === 0) return;
      const parsed = ZUpdateAppRequest.safeParse(changes);
      if (parsed.success) return;
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    });
}

/**
 * Name, package, version and description, saved together
 * (docs/product/app-settings.md#general-app-info).
 */
export function GeneralInfoCard({ app }: { app: TApp }) {
  const { t } = useTranslation();
  // What the changes are measured against: the app as loaded, then as last saved from here. Saves of
  // other sections refresh `app` but never replace what is typed in this card.
  const saved = useRef(infoOf(app));
  const form = useForm<TAppInfo>({
    defaultValues: saved.current,
    mode: 'onTouched',
    resolver: zodResolver(appInfoSchema(() => saved.current)),
  });
  const update = useUpdateApp(app.id);
  const changes = changedAppInfo(saved.current, form.watch());
  const canSave = canSaveAppInfo(changes);
  const { errors } = form.formState;
  const errorOf = (field: keyof TAppInfo) => {
    const message = errors[field]?.message;
    return message ? translateServerMessage(message) : undefined;
  };

  const handleValid = async (submitted: TAppInfo) => {
    const body = ZUpdateAppRequest.safeParse(changedAppInfo(saved.current, submitted));
    if (!body.success) return;
    let savedApp: TApp;
    try {
      savedApp = await update.mutateAsync(body.data);
    } catch {
      return; // the toast is shown by the mutation; everything typed stays on screen
    }
    saved.current = infoOf(savedApp);
    // The saved values become the baseline; a field edited while the save was on its way keeps its
    // newer value and stays a change.
    const now = form.getValues();
    form.reset(saved.current);
    for (const field of APP_INFO_FIELDS)
      if (now[field] !== submitted[field])
        form.setValue(field, now[field], { shouldDirty: true, shouldValidate: true });
    notifications.show({ color: 'green', message: t('settings.app.general.saved') });
  };

  return (
    <SectionCard title={t('settings.app.sections.general')}>
      <form onSubmit={form.handleSubmit(handleValid)} noValidate>
        <Stack>
          <TextInput
            label={t('settings.app.general.name')}
            error={errorOf('name')}
            {...focusFieldProps('general.name')}
            {...form.register('name')}
          />
          <TextInput
            label={t('settings.app.general.package')}
            description={t('settings.app.general.packageHelp')}
            error={errorOf('package')}
            {...focusFieldProps('general.package')}
            {...form.register('package')}
          />
          <TextInput
            label={t('settings.app.general.version')}
            description={t('settings.app.general.versionHelp')}
            error={errorOf('version')}
            {...focusFieldProps('general.version')}
            {...form.register('version')}
          />
          <GrowingTextarea
            label={t('settings.app.general.description')}
            minRows={2}
            error={errorOf('description')}
            {...focusFieldProps('general.description')}
            {...form.register('description')}
          />
          <SaveBar
            isDirty={Object.keys(changes).length > 0}
            isSaving={update.isPending}
            canSave={canSave}
            saveLabel={t('settings.app.general.save')}
            onDiscard={() => form.reset(saved.current)}
          />
        </Stack>
      </form>
    </SectionCard>
  );
}
