import type { TCustomSound } from '@oc/domain/uploads/audio.rules';
import { UPLOAD_FILE_FIELD } from '@oc/domain/uploads/upload.rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useUploadProgress } from '../../lib/use-upload-progress';
import { writeCustomSoundToConfigsCache } from './configs-cache';

/**
 * Uploads one audio file as the custom sound, reporting progress in percent
 * (docs/product/api.md#custom-sound).
 */
export function useUploadCustomSound() {
  const queryClient = useQueryClient();
  const { progress, upload } = useUploadProgress();
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(UPLOAD_FILE_FIELD, file);
      return upload<TCustomSound>('/custom-sound/file', form);
    },
    onSuccess: ({ url }) => writeCustomSoundToConfigsCache(queryClient, url),
  });
  return { ...mutation, progress };
}
