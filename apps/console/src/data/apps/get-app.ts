import type { TApp } from '@oc/domain/apps/app.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { appKeys } from './keys';

/** Load product: GET /api/builder/apps/:appId (docs/product/api.md#products). */
export const appQuery = (appId: number) =>
  queryOptions({
    queryKey: appKeys.detail(appId),
    queryFn: ({ signal }) => api<TApp>(`/builder/apps/${appId}`, { signal }),
    retry: false,
  });

export function useApp(appId: number | undefined) {
  return useQuery({ ...appQuery(appId ?? 0), enabled: appId !== undefined });
}
