import type { TCustomSound, TCustomSoundUrlRequest } from '@oc/domain/uploads/audio.rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { writeCustomSoundToConfigsCache } from './configs-cache';

/** An http(s) address becomes the custom sound (docs/product/api.md#custom-sound). */
export function useSaveCustomSoundUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCustomSoundUrlRequest) =>
      api<TCustomSound>('/custom-sound/url', { method: 'POST', body }),
    onSuccess: ({ url }) => writeCustomSoundToConfigsCache(queryClient, url),
  });
}
