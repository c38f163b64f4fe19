import type { TCropArea, TUploadedImage } from '@oc/domain/image-upload.schema';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../../../lib/upload';

type TInput = { file: File; target: string; crop: TCropArea };

/**
 * Uploads one image to `/sites/:id/images` or `/apps/:id/images`. The target names what the image
 * is for (a Basic-tab picker or an Advanced image path); the server crops and checks it for that use.
 */
export function useUploadImage(uploadPath: string) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ file, target, crop }: TInput) => {
      setProgress(0);
      const form = new FormData();
      form.append('target', target);
      form.append('crop', JSON.stringify(crop));
      form.append('source_file', file);
      return uploadWithProgress<TUploadedImage>(uploadPath, form, setProgress);
    },
  });
  return { ...mutation, progress };
}
