import type { TTheme } from '@oc/domain/api.schema';
import type { TSaveThemeRequest } from '@oc/domain/basic-theme.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './keys';

export function useSaveTheme(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveThemeRequest) =>
      api<TTheme>(`/sites/${siteId}/theme`, { method: 'PATCH', body }),
    onSuccess: (theme) => queryClient.setQueryData(settingsKeys.theme(siteId), theme),
  });
}
