import type { TCropArea, TSiteImageTarget, TUploadedImage } from '@oc/domain/image-upload.schema';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../../../lib/upload';

type TInput = { file: File; target: TSiteImageTarget; crop: TCropArea };

export function useUploadSiteImage(siteId: number) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ file, target, crop }: TInput) => {
      setProgress(0);
      const form = new FormData();
      form.append('target', target);
      form.append('crop', JSON.stringify(crop));
      form.append('source_file', file);
      return uploadWithProgress<TUploadedImage>(`/sites/${siteId}/images`, form, setProgress);
    },
  });
  return { ...mutation, progress };
}
