import type { TCropArea, TUploadedImage } from '@oc/domain/uploads/image-upload.schema';
import { UPLOAD_FILE_FIELD } from '@oc/domain/uploads/upload.rules';
import { useMutation } from '@tanstack/react-query';
import { useUploadProgress } from '../../lib/use-upload-progress';

type TInput = { file: File; target: string; crop: TCropArea };

/**
 * Uploads one image to `/sites/:id/images` or `/apps/:id/images`. The target names what the image
 * is for (a Basic-tab picker or an Advanced image path); the server crops and checks it for that use.
 */
export function useUploadImage(uploadPath: string) {
  const { progress, upload } = useUploadProgress();
  const mutation = useMutation({
    mutationFn: ({ file, target, crop }: TInput) => {
      const form = new FormData();
      form.append('target', target);
      form.append('crop', JSON.stringify(crop));
      form.append(UPLOAD_FILE_FIELD, file);
      return upload<TUploadedImage>(uploadPath, form);
    },
  });
  return { ...mutation, progress };
}
