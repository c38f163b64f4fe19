import { ApiError } from './api-client';
import { translateServerMessage } from './i18n';

/**
 * A failed save shows the server's first message, translated by its upper-cased underscored text
 * (docs/product/errors.md#translation-keys). Without one (no network, or an answer that is not
 * ours) the caller's catalogue text is shown, never the browser's own wording.
 */
export function firstErrorMessage(error: unknown, fallback: string): string {
  const first = error instanceof ApiError ? error.messages[0] : undefined;
  return first ? translateServerMessage(first) : fallback;
}

/** Every message of a refused request, translated; the caller's fallback when there is none. */
export function errorMessages(error: unknown, fallback: string): string[] {
  return error instanceof ApiError && error.messages.length
    ? error.messages.map(translateServerMessage)
    : [fallback];
}
