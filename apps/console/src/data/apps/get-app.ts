import type { TApp } from '@oc/domain/apps/app.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { appKeys } from './keys';

/** Load product: GET /api/builder/apps/:appId (docs/product/api.md#products). */
export function useApp(appId: number | undefined) {
  return useQuery({
    queryKey: appKeys.detail(appId ?? 0),
    queryFn: ({ signal }) => api<TApp>(`/builder/apps/${appId}`, { signal }),
    enabled: appId !== undefined,
    retry: false,
  });
}
