import type { TSaveThemeRequest, TTheme } from '@oc/domain/themes/theme.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { type TThemeOwner, themeKeys } from './keys';

/** Saves changed paths of a website's or an app's theme; the answer becomes the cached theme. */
export function useSaveTheme(owner: TThemeOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveThemeRequest) =>
      api<TTheme>(`/${owner.kind}/${owner.id}/theme`, { method: 'PATCH', body }),
    onSuccess: (theme) => queryClient.setQueryData(themeKeys.of(owner), theme),
  });
}
