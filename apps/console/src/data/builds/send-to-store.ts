import type { TStoreTrack, TStoreUpload } from '@oc/domain/builds/build.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * Send to store (docs/product/builds.md#send-to-store-android): POST
 * /api/builder/apps/:appId/store/android sends the latest successful release App Bundle to the
 * Google Play track chosen.
 */
export function useSendToStore(appId: number) {
  return useMutation({
    mutationFn: (track: TStoreTrack) =>
      api<TStoreUpload>(`/builder/apps/${appId}/store/android`, {
        method: 'POST',
        body: { track },
      }),
  });
}
