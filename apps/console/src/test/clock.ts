import { act } from '@testing-library/react';
import { vi } from 'vitest';

type TFaked = NonNullable<Parameters<typeof vi.useFakeTimers>[0]>['toFake'];

/**
 * A fake clock for what a test would otherwise wait for in real time: a pause, a poll, a dialog's
 * transition. The test moves it on at once (`clockMoves`); setup.ts restores the real clock after
 * each test. It also moves on by itself, a millisecond at a time (never faster than real time,
 * slower on a busy machine), so what the test does not move it on for still happens, and Testing
 * Library's and user-event's own short waits on setTimeout end about as soon as on the real clock.
 * A userEvent that pauses between actions (any `delay` but null) needs
 * `advanceTimers: vi.advanceTimersByTime` to move it on.
 */
export function fakeClock(toFake: TFaked = ['setTimeout', 'clearTimeout']) {
  vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 1, toFake });
}

/** `ms` pass on the fake clock, at once: the timers due meanwhile run, and React draws. */
export const clockMoves = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * A dialog closed by the owner has played its transition to the end: Mantine's 200 ms, on the fake
 * clock (the frames before it are real, and take no time).
 */
export const transitionEnds = () => clockMoves(200);
