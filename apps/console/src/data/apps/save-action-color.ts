import type { TBaseAction } from '@oc/domain/apps/app.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { writeActionToAppCache } from './app-cache';

/**
 * Save theme colour (docs/product/api.md#app-settings): the action's id, type 'colors' and the
 * colour as text_content.
 */
export function useSaveActionColor(appId: number, actionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (color: string) =>
      api<TBaseAction>(`/builder/apps/${appId}/actions/${actionId}`, {
        method: 'PATCH',
        body: { type: 'colors', text_content: color },
      }),
    onSuccess: (action) => writeActionToAppCache(queryClient, appId, action),
  });
}
