import { notifications } from '@mantine/notifications';
import type { TBaseAction } from '@oc/domain/apps/app.schema';
import { UPLOAD_FILE_FIELD } from '@oc/domain/uploads/upload.rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '../../lib/error-message';
import { useUploadProgress } from '../../lib/use-upload-progress';
import { writeActionToAppCache } from './app-cache';
import '../../lib/page-words/settings-app';

/**
 * Upload image or file (docs/product/api.md#app-settings): the action's id and a multipart body
 * with source_file. Success shows the given toast ('Correctly saved image' / '… files',
 * docs/product/errors.md#success-toasts), failure the server's first message.
 */
export function useUploadActionFile(appId: number, actionId: number, savedMessage: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { progress, upload } = useUploadProgress();
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(UPLOAD_FILE_FIELD, file);
      return upload<TBaseAction>(`/builder/apps/${appId}/actions/${actionId}/file`, form);
    },
    onSuccess: (action) => {
      writeActionToAppCache(queryClient, appId, action);
      notifications.show({ color: 'green', message: savedMessage });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: firstErrorMessage(error, t('settings.app.actions.saveFailed')),
      }),
  });
  return { ...mutation, progress };
}
