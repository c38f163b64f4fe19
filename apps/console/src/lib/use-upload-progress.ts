import { useCallback, useState } from 'react';
import { uploadWithProgress } from './upload';

/**
 * The progress of one upload at a time, for a mutation to show (every long action shows progress):
 * `upload` starts at 0 % and reports as the browser sends the body.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState(0);
  const upload = useCallback(<T>(path: string, form: FormData) => {
    setProgress(0);
    return uploadWithProgress<T>(path, form, setProgress);
  }, []);
  return { progress, upload };
}
