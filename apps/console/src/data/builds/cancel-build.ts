import type { TBuild } from '@oc/domain/builds/build.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { writeBuildToAppCache } from './builds-cache';

/**
 * Cancel a build (docs/product/api.md#builds): POST …/builds/:buildId/cancel; the answer, the
 * build as it now is, replaces it in the cached app.
 */
export function useCancelBuild(appId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buildId: number) =>
      api<TBuild>(`/builder/apps/${appId}/builds/${buildId}/cancel`, { method: 'POST' }),
    onSuccess: (build) => writeBuildToAppCache(queryClient, appId, build),
  });
}
