import type { TMessageKey } from '@oc/domain/messages/messages';

/**
 * Why a send to Google Play failed, in the owner's words: a message of the catalogue and its
 * parameters. 400 when the owner can fix it (key, package, permission, version), 502 when Google
 * did not answer usefully (down, overloaded, too slow): trying again later may work.
 */
export class PlayError extends Error {
  constructor(
    readonly key: TMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly status: 400 | 502 = 400,
  ) {
    super(key);
  }
}

/** Google's messages are short; anything longer is cut so that it fits the build's error text. */
const MAX_REASON = 300;

/** Google's words, on one line and short, for a message shown to the owner. */
export function reasonText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const line = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1)}…` : line;
}
