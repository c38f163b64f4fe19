import { notifications } from '@mantine/notifications';
import type { TBaseConstant } from '@oc/domain/apps/app.schema';
import type { TSaveConstantRequest } from '@oc/domain/apps/app-settings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { firstErrorMessage } from '../../lib/error-message';
import { writeConstantToAppCache } from './app-cache';
import '../../lib/page-words/settings-app';

/**
 * Save constant (docs/product/api.md#app-settings): PATCH
 * /api/builder/apps/:appId/constants/:constantId {value}; the answer is the saved constant, put
 * into the cached app (docs/product/app-settings.md#saving). Saves of one constant run one after
 * another (scope), so a slow earlier save can never land after, and overwrite, a later one.
 */
export function useSaveConstant(appId: number, constantId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `app-${appId}-constant-${constantId}` },
    mutationFn: (value: TSaveConstantRequest['value']) =>
      api<TBaseConstant>(`/builder/apps/${appId}/constants/${constantId}`, {
        method: 'PATCH',
        body: { value },
      }),
    onSuccess: (saved) => writeConstantToAppCache(queryClient, appId, saved),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: firstErrorMessage(error, t('settings.app.constants.saveFailed')),
      }),
  });
}
