import type { TTheme } from '@oc/domain/themes/theme.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { type TThemeOwner, themeKeys } from './keys';

export const themeQuery = (owner: TThemeOwner) =>
  queryOptions({
    queryKey: themeKeys.of(owner),
    queryFn: ({ signal }) => api<TTheme>(`/${owner.kind}/${owner.id}/theme`, { signal }),
  });

/** A website's or an app's theme; disabled while the owner is not known yet. */
export function useTheme(owner: TThemeOwner | null) {
  return useQuery({ ...themeQuery(owner ?? { kind: 'sites', id: 0 }), enabled: owner !== null });
}
