import { describe, expect, it } from 'vitest';
import { nextAttemptAt, RETRY_DELAYS_MS } from './webhook-retry';

describe('nextAttemptAt', () => {
  const now = new Date('2026-11-27T00:00:00Z');
  const after = (attemptsMade: number, random: number) =>
    (nextAttemptAt(now, attemptsMade, () => random)?.getTime() ?? NaN) - now.getTime();

  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then gives up (about a day)', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => after(n, 0.5))).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
    ]);
    expect(nextAttemptAt(now, 8)).toBeNull();
    const total = RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
    expect(total / 3600_000).toBeGreaterThan(24);
    expect(total / 3600_000).toBeLessThan(30);
  });

  it('spreads each wait by ±20%', () => {
    expect(after(2, 0)).toBe(240_000);
    expect(after(2, 0.999999)).toBeCloseTo(360_000, -1);
  });
});
