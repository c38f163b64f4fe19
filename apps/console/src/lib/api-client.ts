import { authToken } from './auth-token';
import { takeEarlyAnswer } from './early-answers';

/** An answer the server gave with error: true (or a failed HTTP status). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
  ) {
    super(messages[0] ?? `HTTP ${status}`);
  }
}

/** The request never reached the server: no network, or the server is down. */
export class NetworkError extends Error {
  readonly isNetworkError = true;
}

export const isNetworkError = (error: unknown) => error instanceof NetworkError;

let onUnauthorized: () => void = () => {};
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

type TOptions = { method?: string; body?: unknown; signal?: AbortSignal | undefined };

/** JSON under /api with the {error, result} envelope unwrapped; bearer token attached. */
export async function api<T>(
  path: string,
  { method = 'GET', body, signal }: TOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = authToken.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    // A read the console's first script already asked for, with this session, is taken from it.
    const early = method === 'GET' && body === undefined ? takeEarlyAnswer(path, token) : undefined;
    response = await (early ??
      fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: signal ?? null,
      }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError((error as Error).message);
  }
  const payload = (await response.json().catch(() => null)) as {
    error?: boolean;
    result?: unknown;
  } | null;
  if (!response.ok || !payload || payload.error) {
    const messages = Array.isArray(payload?.result) ? (payload.result as string[]) : [];
    if (response.status === 401 && path !== '/auth/login') {
      authToken.clear();
      onUnauthorized();
    }
    throw new ApiError(response.status, messages);
  }
  return payload.result as T;
}
