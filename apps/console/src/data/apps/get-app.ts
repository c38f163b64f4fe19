import type { TApp } from '@oc/domain/apps/app.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { appKeys } from './keys';

/** Spec 7 "Load product": GET {root}/builder/apps/{appId}. */
export function useApp(appId: number | undefined) {
  return useQuery({
    queryKey: appKeys.detail(appId ?? 0),
    queryFn: ({ signal }) => api<TApp>(`/builder/apps/${appId}`, { signal }),
    enabled: appId !== undefined,
    retry: false,
  });
}
