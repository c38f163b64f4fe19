import type { TBaseAction } from '@oc/domain/api.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../../../lib/upload';
import { putAction } from './update-app-action';

/** Spec 7 "Upload image or file": the action's id and a multipart body with source_file. */
export function useUploadActionFile(appId: number, actionId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      const form = new FormData();
      form.append('source_file', file);
      return uploadWithProgress<TBaseAction>(
        `/builder/apps/${appId}/actions/${actionId}/file`,
        form,
        setProgress,
      );
    },
    onSuccess: (action) => putAction(queryClient, appId, action),
  });
  return { ...mutation, progress };
}
