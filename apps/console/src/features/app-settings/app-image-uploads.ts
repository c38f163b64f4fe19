import { notifications } from '@mantine/notifications';
import type { TBaseAction } from '@oc/domain/apps/app.schema';
import { GENERATE_FORM_FIELDS } from '@oc/domain/apps/image-generation';
import type { TCropArea } from '@oc/domain/uploads/image-upload.schema';
import { UPLOAD_FILE_FIELD } from '@oc/domain/uploads/upload.rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { writeActionToAppCache } from '../../data/apps/app-cache';
import { firstErrorMessage } from '../../lib/error-message';
import { useUploadProgress } from '../../lib/use-upload-progress';
import '../../lib/page-words/settings-app';

/**
 * A wrong-size image sent with the crop the owner chose (docs/product/api.md#app-settings): the
 * server scales the area to the slot's exact size. The saved action goes into the cached app, so
 * the slot's preview shows it.
 */
export function useUploadCroppedImage(appId: number, actionId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { progress, upload } = useUploadProgress();
  const mutation = useMutation({
    mutationFn: ({ file, crop }: { file: File; crop: TCropArea }) => {
      const form = new FormData();
      form.append('crop', JSON.stringify(crop));
      form.append(UPLOAD_FILE_FIELD, file);
      return upload<TBaseAction>(`/builder/apps/${appId}/actions/${actionId}/file`, form);
    },
    onSuccess: (action) => {
      writeActionToAppCache(queryClient, appId, action);
      notifications.show({ color: 'green', message: t('settings.app.actions.imageSaved') });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: firstErrorMessage(error, t('settings.app.actions.saveFailed')),
      }),
  });
  return { ...mutation, progress };
}

export type TGenerateInput = { icon: File; logo: File | null; backgroundColor: string };

/**
 * 'Make from one icon' (docs/product/api.md#app-settings): the icon, the logo and the colour sent
 * with progress; every action the server changed goes into the cached app, so every slot's preview
 * (and the background colour) shows the new one.
 */
export function useGenerateAppImages(appId: number) {
  const queryClient = useQueryClient();
  const { progress, upload } = useUploadProgress();
  const mutation = useMutation({
    mutationFn: ({ icon, logo, backgroundColor }: TGenerateInput) => {
      const form = new FormData();
      form.append(GENERATE_FORM_FIELDS.backgroundColor, backgroundColor);
      form.append(GENERATE_FORM_FIELDS.icon, icon);
      if (logo) form.append(GENERATE_FORM_FIELDS.logo, logo);
      return upload<TBaseAction[]>(`/builder/apps/${appId}/resources/generate`, form);
    },
    onSuccess: (actions) => {
      for (const action of actions) writeActionToAppCache(queryClient, appId, action);
    },
  });
  return { ...mutation, progress };
}
