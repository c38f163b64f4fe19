import type { TSaveThemeRequest, TTheme } from '@oc/domain/themes/theme.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys, type TThemeOwner } from './keys';

/** Saves changed paths of a website's or an app's theme; the answer becomes the cached theme. */
export function useSaveOwnerTheme(owner: TThemeOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveThemeRequest) =>
      api<TTheme>(`/${owner.kind}/${owner.id}/theme`, { method: 'PATCH', body }),
    onSuccess: (theme) => queryClient.setQueryData(settingsKeys.ownerTheme(owner), theme),
  });
}

export function useSaveTheme(siteId: number) {
  return useSaveOwnerTheme({ kind: 'sites', id: siteId });
}
