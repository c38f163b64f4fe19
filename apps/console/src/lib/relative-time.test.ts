import { describe, expect, it } from 'vitest';
import { relativeTo } from './relative-time';

describe('relativeTo', () => {
  const now = Date.parse('2026-03-05T10:00:00Z');
  const at = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString();

  it('says just now (0) for the last ten seconds, and for a time a moment ahead of this clock', () => {
    expect(relativeTo(at(0), now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTo(at(9), now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTo(at(-2), now)).toEqual({ value: 0, unit: 'second' });
  });
  it('counts in the largest whole unit, in the past', () => {
    expect(relativeTo(at(42), now)).toEqual({ value: -42, unit: 'second' });
    expect(relativeTo(at(3 * 60 + 20), now)).toEqual({ value: -3, unit: 'minute' });
    expect(relativeTo(at(26 * 3600), now)).toEqual({ value: -1, unit: 'day' });
  });
});
