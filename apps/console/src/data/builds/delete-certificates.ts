import type { TPlatform } from '@oc/domain/apps/platforms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { appKeys } from '../apps/keys';

/**
 * Delete certificates (docs/product/api.md#store-credentials): DELETE
 * /api/builder/apps/:appId/credentials/:platform removes the platform's saved keys and files. The
 * app is asked again, so App keys shows them unset.
 */
export function useDeleteCertificates(appId: number, platform: TPlatform) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<null>(`/builder/apps/${appId}/credentials/${platform}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appKeys.detail(appId) }),
  });
}
