import { escapeRegExp } from '../text/escape-reg-exp';
import { fillMessage, MESSAGE_PLACEHOLDER, type TMessageValues } from './message-format';
import { MESSAGES, type TMessageKey } from './messages';

// A message as data, so that whoever writes it chooses the language: its key and the values of its
// placeholders, the values already written for the reader (money, days and times in their
// language). The English text of a message filled in can be read back into its key and values, so
// that a refusal written in English where the language is not known (a schema's, a rule shared with
// the console's) is given in the reader's language with the same values.

export type TMessage = { key: TMessageKey; values?: TMessageValues };

/** A message in English, as MESSAGES writes it. */
export const englishOf = (message: TMessage): string =>
  fillMessage(MESSAGES[message.key], message.values);

type TPattern = { key: TMessageKey; names: string[]; pattern: RegExp };
let exact: Map<string, TMessageKey> | null = null;
let patterns: TPattern[] | null = null;

/**
 * The English messages, each as a pattern that reads its values back out of a text filled in.
 * The ones with the most words of their own come first: 'Choose at least 2 for Sauce.' is read by
 * 'Choose at least :count for :group.', not by 'Choose :count for :group.'. Made the first time a
 * text is read, not as every process starts.
 */
function patternsOf(): TPattern[] {
  patterns ??= (Object.keys(MESSAGES) as TMessageKey[])
    .flatMap((key) => {
      const text: string = MESSAGES[key];
      const names = [...text.matchAll(MESSAGE_PLACEHOLDER)].map((match) => match[1] ?? '');
      if (names.length === 0) return [];
      const words = text.split(MESSAGE_PLACEHOLDER).filter((_, i) => i % 2 === 0);
      const pattern = new RegExp(`^${words.map(escapeRegExp).join('(.+?)')}$`, 's');
      return [{ key, names, pattern, length: words.join('').length }];
    })
    .sort((a, b) => b.length - a.length)
    .map(({ key, names, pattern }) => ({ key, names, pattern }));
  return patterns;
}

/** The message an English text is, with the values it was filled with; null for no message's. */
export function readMessage(text: string): TMessage | null {
  exact ??= new Map(
    (Object.keys(MESSAGES) as TMessageKey[]).map((key) => [MESSAGES[key] as string, key]),
  );
  const key = exact.get(text);
  if (key) return { key };
  for (const { key, names, pattern } of patternsOf()) {
    const found = pattern.exec(text);
    if (!found) continue;
    return { key, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ''])) };
  }
  return null;
}

/**
 * A message in a language's catalogue (its translations by key, null for English): the
 * translation filled with the message's values, or the English when the catalogue lacks it. A text
 * is read back into its message first, and given as it is when it is none.
 */
export function messageIn(
  catalogue: Partial<Record<TMessageKey, string>> | null,
  message: TMessage | string,
): string {
  const read = typeof message === 'string' ? readMessage(message) : message;
  if (!read) return message as string;
  const template = catalogue?.[read.key];
  if (template) return fillMessage(template, read.values);
  return typeof message === 'string' ? message : englishOf(read);
}
