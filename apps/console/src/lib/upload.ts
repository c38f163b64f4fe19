import { ApiError, NetworkError } from './api-client';
import { authToken } from './auth-token';

/**
 * Multipart upload with progress. fetch() cannot report upload progress, so this one call uses
 * XMLHttpRequest; the answer is the same {error, result} envelope as every other call.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    const token = authToken.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new NetworkError('upload failed'));
    xhr.onload = () => {
      let payload: { error?: boolean; result?: unknown } | null = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload && !payload.error) {
        onProgress(100);
        resolve(payload.result as T);
      } else {
        reject(
          new ApiError(
            xhr.status,
            Array.isArray(payload?.result) ? (payload.result as string[]) : [],
          ),
        );
      }
    };
    xhr.send(form);
  });
}
