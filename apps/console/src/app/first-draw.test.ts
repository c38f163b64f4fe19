import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouter, memoryHistory } from '../lib/router';
import { firstDrawMoment, firstPageCode } from './first-draw';

const Page: ComponentType = () => null;

/** A router whose first page's code arrives when the test says so. */
function routerWaitingForCode() {
  let arrive: () => void = () => {};
  const router = createRouter(
    [
      {
        path: '/orders',
        lazy: () =>
          new Promise<ComponentType>((resolve) => {
            arrive = () => resolve(Page);
          }),
      },
    ],
    { history: memoryHistory('/orders') },
  );
  return { router, arrive: () => arrive() };
}

/** A read that answers when the test says so. */
function pendingRead() {
  let answer: () => void = () => {};
  let fail: () => void = () => {};
  const read = new Promise<void>((resolve, reject) => {
    answer = resolve;
    fail = () => reject(new Error('offline'));
  });
  return { read, answer: () => answer(), fail: () => fail() };
}

/** Whether `promise` has settled after the pending callbacks have run. */
async function hasSettled(promise: Promise<unknown>) {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('when the console first draws', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['code', 'reads'] as const)(
    'waits for the first page’s code and for its reads: the %s first',
    async (first) => {
      vi.useFakeTimers();
      const code = routerWaitingForCode();
      const read = pendingRead();
      const moment = firstDrawMoment(code.router, read.read, 1000);
      const [sooner, later] =
        first === 'code' ? [code.arrive, read.answer] : [read.answer, code.arrive];
      sooner();
      expect(await hasSettled(moment)).toBe(false);
      later();
      expect(await hasSettled(moment)).toBe(true);
      await expect(moment).resolves.toBe('everything');
    },
  );

  it('takes a failed read as finished: the page shows what failed', async () => {
    vi.useFakeTimers();
    const { router, arrive } = routerWaitingForCode();
    const read = pendingRead();
    const moment = firstDrawMoment(router, read.read, 1000);
    arrive();
    read.fail();
    expect(await hasSettled(moment)).toBe(true);
    await expect(moment).resolves.toBe('everything');
  });

  it('draws what it has once the wait is over, should the code or an answer be slow', async () => {
    vi.useFakeTimers();
    const { router } = routerWaitingForCode();
    const moment = firstDrawMoment(router, pendingRead().read, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(await hasSettled(moment)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hasSettled(moment)).toBe(true);
    await expect(moment).resolves.toBe('over');
  });

  it('knows at once a page with no code to download', async () => {
    const router = createRouter([{ path: '/', element: null }], { history: memoryHistory('/') });
    await expect(firstPageCode(router)).resolves.toBeUndefined();
  });
});
