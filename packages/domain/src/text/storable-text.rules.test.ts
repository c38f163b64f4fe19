import { describe, expect, it } from 'vitest';
import { findUnstorableText, MAX_REQUEST_DEPTH } from './storable-text.rules';

describe('findUnstorableText', () => {
  it('accepts ordinary text, numbers, booleans and nulls at any place', () => {
    expect(findUnstorableText('Pizza & Co — 東京 🍕')).toBeNull();
    expect(findUnstorableText({ a: [1, true, null, { b: 'ok', ключ: 'значение' }] })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('finds the NUL character in a value and says where', () => {
    expect(findUnstorableText({ name: 'a\u0000b' })).toEqual({ path: ['name'], reason: 'nul' });
    expect(findUnstorableText({ changes: [{ path: 'x', value: ['ok', '\u0000'] }] })).toEqual({
      path: ['changes', 0, 'value', 1],
      reason: 'nul',
    });
  });

  it('finds the NUL character in an object key', () => {
    expect(findUnstorableText({ value: { 'a\u0000': 1 } })).toEqual({
      path: ['value', 'a\u0000'],
      reason: 'nul',
    });
  });

  it('finds lone surrogates, which jsonb refuses, but not whole surrogate pairs', () => {
    expect(findUnstorableText({ t: 'x\ud800y' })).toEqual({
      path: ['t'],
      reason: 'broken-unicode',
    });
    expect(findUnstorableText({ t: '\udc00' })).toEqual({ path: ['t'], reason: 'broken-unicode' });
    expect(findUnstorableText({ t: '\ud83c\udf55' })).toBeNull();
  });

  it('refuses nesting deeper than the limit instead of walking it', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < MAX_REQUEST_DEPTH + 5; i += 1) deep = [deep];
    expect(findUnstorableText(deep)?.reason).toBe('too-deep');
    let shallow: unknown = 'leaf';
    for (let i = 0; i < MAX_REQUEST_DEPTH - 1; i += 1) shallow = { k: shallow };
    expect(findUnstorableText(shallow)).toBeNull();
  });
});
