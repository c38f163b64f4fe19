import { PlayError } from './play-error';

export type TAnswer = { status: number; body: unknown };

/**
 * One HTTP exchange with a deadline. The caller's signal (the owner cancelled, the worker stops)
 * ends it with that signal's reason, unchanged, so a cancel is not mistaken for Google being down;
 * the deadline and any network failure end it as PLAY_UNAVAILABLE.
 */
export async function exchange(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | Buffer },
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<TAnswer> {
  signal?.throwIfAborted();
  const deadline = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: combined,
      // An answer that sends us elsewhere is not Google's API answering: never follow it.
      redirect: 'error',
    });
    text = await res.text();
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (deadline.aborted)
      throw new PlayError(
        'PLAY_UNAVAILABLE',
        { reason: `no answer within ${timeoutMs / 1000} seconds` },
        502,
      );
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    throw new PlayError(
      'PLAY_UNAVAILABLE',
      { reason: typeof code === 'string' ? `connection failed: ${code}` : 'connection failed' },
      502,
    );
  }
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: res.status, body };
}
