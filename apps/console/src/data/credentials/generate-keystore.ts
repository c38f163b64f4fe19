import type {
  TGeneratedKeystore,
  TGenerateKeystoreRequest,
} from '@oc/domain/credentials/generate-keystore.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { writeCredentialsToAppCache } from '../apps/app-cache';

/**
 * Generate a keystore (docs/product/credentials.md#generate-a-keystore): POST
 * /api/builder/apps/:appId/credentials/android/generate-keystore {replace}. The saved summary goes
 * into the cached app; the one copy of the keystore and its passwords is handed to the caller and
 * kept nowhere else: the mutation forgets it as soon as it is no longer watched (gcTime 0). A
 * refusal (409: a keystore is saved; 503) is left to the caller.
 */
export function useGenerateKeystore(appId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // One change of the app's Android keys at a time, generated or uploaded.
    scope: { id: `app-${appId}-credentials-android` },
    gcTime: 0,
    mutationFn: (body: TGenerateKeystoreRequest) =>
      api<TGeneratedKeystore>(`/builder/apps/${appId}/credentials/android/generate-keystore`, {
        method: 'POST',
        body,
      }),
    onSuccess: ({ credentials }) =>
      writeCredentialsToAppCache(queryClient, appId, 'android', credentials),
  });
}
