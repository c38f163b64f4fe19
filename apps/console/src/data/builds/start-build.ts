import type { TRequiredBuildField } from '@oc/domain/builds/build.rules';
import type { TBuild, TStartBuildRequest } from '@oc/domain/builds/build.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client';
import { writeBuildToAppCache } from './builds-cache';

/**
 * Build app (docs/product/api.md#builds): POST /api/builder/apps/:appId/builds {platform, mode,
 * type (Android only)}. The new build goes into the cached app at once. A refusal is left to the
 * caller: missing required fields (422, see missingFieldsOf) or messages for the 'Build error'
 * dialog.
 */
export function useStartBuild(appId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStartBuildRequest) =>
      api<TBuild>(`/builder/apps/${appId}/builds`, { method: 'POST', body }),
    onSuccess: (build) => writeBuildToAppCache(queryClient, appId, build),
  });
}

/** The required fields a 422 refusal names (its result is their codes); null for any other error. */
export function missingFieldsOf(error: unknown): TRequiredBuildField[] | null {
  return error instanceof ApiError && error.status === 422
    ? (error.messages as TRequiredBuildField[])
    : null;
}
