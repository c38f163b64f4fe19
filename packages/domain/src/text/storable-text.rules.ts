// Text that a database cannot hold. PostgreSQL refuses the NUL character (0x00) in text and jsonb,
// and jsonb refuses a lone UTF-16 surrogate (JSON.stringify writes it as an escape such as \ud800,
// which PostgreSQL will not turn into a character). Every request's text is checked for both before
// any rule of ours reads it, so neither reaches a query and fails there as a server error.

import type { TMessageKey } from '../messages/messages';

/** How deep a request's JSON may nest before it is refused instead of walked. */
export const MAX_REQUEST_DEPTH = 32;

export type TUnstorableText = {
  /** Where it is: object keys and array indexes from the top of the value. */
  path: (string | number)[];
  reason: 'nul' | 'broken-unicode' | 'too-deep';
};

// With the u flag a valid surrogate pair is one code point, so only a lone surrogate matches.
const LONE_SURROGATE = /\p{Cs}/u;

function problemOf(text: string): TUnstorableText['reason'] | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'broken-unicode';
  return null;
}

/**
 * The first text (a string value or an object key) in a JSON-like value that cannot be stored, with
 * its path; null when all of it can. Nesting beyond MAX_REQUEST_DEPTH counts as a problem too, so a
 * hostile body cannot make the walk itself expensive.
 */
export function findUnstorableText(value: unknown): TUnstorableText | null {
  const walk = (node: unknown, path: (string | number)[]): TUnstorableText | null => {
    if (typeof node === 'string') {
      const reason = problemOf(node);
      return reason ? { path, reason } : null;
    }
    if (node === null || typeof node !== 'object') return null;
    if (path.length >= MAX_REQUEST_DEPTH) return { path, reason: 'too-deep' };
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i += 1) {
        const found = walk(node[i], [...path, i]);
        if (found) return found;
      }
      return null;
    }
    for (const [key, child] of Object.entries(node)) {
      const reason = problemOf(key);
      if (reason) return { path: [...path, key], reason };
      const found = walk(child, [...path, key]);
      if (found) return found;
    }
    return null;
  };
  return walk(value, []);
}

/** What the owner is told about each kind of problem. */
export const UNSTORABLE_TEXT_MESSAGES: Record<TUnstorableText['reason'], TMessageKey> = {
  nul: 'TEXT_HAS_NUL_CHARACTER',
  'broken-unicode': 'TEXT_HAS_BROKEN_CHARACTER',
  'too-deep': 'REQUEST_TOO_DEEP',
};
