import type { TTheme } from '@oc/domain/themes/theme.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { type TThemeOwner, themeKeys } from './keys';

/** A website's or an app's theme; disabled while the owner is not known yet. */
export function useTheme(owner: TThemeOwner | null) {
  return useQuery({
    queryKey: themeKeys.of(owner ?? { kind: 'sites', id: 0 }),
    queryFn: ({ signal }) => api<TTheme>(`/${owner?.kind}/${owner?.id}/theme`, { signal }),
    enabled: owner !== null,
  });
}
