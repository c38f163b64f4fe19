import type { TTheme } from '@oc/domain/api.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './keys';

export function useTheme(siteId: number | null) {
  return useQuery({
    queryKey: settingsKeys.theme(siteId ?? 0),
    queryFn: ({ signal }) => api<TTheme>(`/sites/${siteId}/theme`, { signal }),
    enabled: siteId !== null,
  });
}
