import { ApiError, NetworkError } from './api-client';
import { authToken } from './auth-token';

/**
 * GET a file under /api and hand it to the browser to save, under the name the server gives it
 * (Content-Disposition) or else `fallbackName`. The request carries the session's token, which a
 * plain link cannot, so the file is fetched and then handed to the browser.
 */
export async function downloadFile(path: string, fallbackName: string) {
  const headers: Record<string, string> = {};
  const token = authToken.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers });
  } catch (error) {
    throw new NetworkError((error as Error).message);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { result?: unknown } | null;
    throw new ApiError(
      response.status,
      Array.isArray(payload?.result) ? (payload.result as string[]) : [],
    );
  }
  const name =
    /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  saveBlob(await response.blob(), name);
}

/** Hands bytes the console already holds to the browser to save as `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
