import { notifications } from '@mantine/notifications';
import type { TApp } from '@oc/domain/apps/app.schema';
import type { TUpdateAppRequest } from '@oc/domain/apps/app-settings.rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { firstErrorMessage } from '../../lib/error-message';
import { writeAppToCache } from './app-cache';
import '../../lib/page-words/settings-app';

/**
 * Update product app (docs/product/api.md#app-settings): PATCH /api/builder/apps/:appId with the
 * changed fields only (docs/decisions/006-app-settings-api.md). The answer is the whole app, which
 * becomes the cached copy; a failure is shown as a toast with the server's first message
 * (docs/product/errors.md#where-errors-appear).
 */
export function useUpdateApp(appId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateAppRequest) =>
      api<TApp>(`/builder/apps/${appId}`, { method: 'PATCH', body }),
    onSuccess: (app) => writeAppToCache(queryClient, appId, app),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: firstErrorMessage(error, t('settings.app.general.saveFailed')),
      }),
  });
}
