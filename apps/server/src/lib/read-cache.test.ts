import { describe, expect, it, vi } from 'vitest';
import { WriteWatch } from '../db/write-watch';
import { READ_CACHE_MAX_AGE_MS, ReadCache } from './read-cache';

function liveCache() {
  const watch = new WriteWatch();
  watch.setLive(true);
  return { watch, cache: new ReadCache(watch, 10) };
}

/** A load that counts its calls and answers `value` (a new object each time). */
function counted(value: () => unknown) {
  const load = vi.fn(async () => value());
  return load;
}

describe('ReadCache', () => {
  it('keeps a value until a write is heard, then loads it again', async () => {
    const { watch, cache } = liveCache();
    let version = 1;
    const load = counted(() => ({ version }));
    expect(await cache.read('k', load)).toEqual({ version: 1 });
    expect(await cache.read('k', load)).toEqual({ version: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    version = 2;
    watch.changed();
    expect(await cache.read('k', load)).toEqual({ version: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each key apart', async () => {
    const { cache } = liveCache();
    expect(await cache.read('a', async () => 'A')).toBe('A');
    expect(await cache.read('b', async () => 'B')).toBe('B');
    expect(await cache.read('a', async () => 'not this')).toBe('A');
  });

  it('does not keep a value read across a write: it may be older than the write', async () => {
    const { watch, cache } = liveCache();
    let release = () => {};
    const slow = cache.read(
      'k',
      () =>
        new Promise<string>((resolve) => {
          release = () => resolve('read before the write');
        }),
    );
    watch.changed();
    release();
    expect(await slow).toBe('read before the write');
    expect(await cache.read('k', async () => 'read after')).toBe('read after');
  });

  it('lets the reads that come while a key loads wait for that load, not run their own', async () => {
    const { cache } = liveCache();
    let release = () => {};
    const load = vi.fn(
      () =>
        new Promise<{ page: string }>((resolve) => {
          release = () => resolve({ page: 'drawn once' });
        }),
    );
    const reads = [cache.read('k', load), cache.read('k', load), cache.read('k', load)];
    release();
    const values = await Promise.all(reads);
    expect(load).toHaveBeenCalledTimes(1);
    expect(values.map((v) => v.page)).toEqual(['drawn once', 'drawn once', 'drawn once']);
    expect(Object.isFrozen(values[1])).toBe(true);
  });

  it('shares no value it would not keep (a customer’s own page), nor a failed load', async () => {
    const { cache } = liveCache();
    const releases: (() => void)[] = [];
    let n = 0;
    const own = () =>
      new Promise<string>((resolve) => {
        n += 1;
        const mine = `customer ${n}`;
        releases.push(() => resolve(mine));
      });
    const first = cache.read('k', own, () => 0);
    const second = cache.read('k', own, () => 0);
    // The second waits for the first, sees it is not to be kept, then draws its own.
    releases[0]?.();
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    releases[1]?.();
    expect(await first).toBe('customer 1');
    expect(await second).toBe('customer 2');

    let failing = true;
    const flaky = vi.fn(async () => {
      if (failing) throw new Error('database went away');
      return 'read again';
    });
    const failed = cache.read('f', flaky);
    const waiting = cache.read('f', async () => {
      failing = false;
      return flaky();
    });
    await expect(failed).rejects.toThrow('database went away');
    expect(await waiting).toBe('read again');
  });

  it('does not hand a read that began after a write the load that began before it', async () => {
    const { watch, cache } = liveCache();
    let release = () => {};
    const before = cache.read(
      'k',
      () =>
        new Promise<string>((resolve) => {
          release = () => resolve('before the write');
        }),
    );
    watch.changed();
    const after = cache.read('k', async () => 'after the write');
    expect(await after).toBe('after the write');
    release();
    expect(await before).toBe('before the write');
    expect(await cache.read('k', async () => 'not kept: this')).toBe('after the write');
  });

  it('keeps nothing while it cannot hear every write', async () => {
    const watch = new WriteWatch();
    const cache = new ReadCache(watch, 10);
    const load = counted(() => 'v');
    await cache.read('k', load);
    await cache.read('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    watch.setLive(true);
    await cache.read('k', load);
    await cache.read('k', load);
    expect(load).toHaveBeenCalledTimes(3);
    // Losing the watch drops what was kept, and keeps nothing more.
    watch.setLive(false);
    await cache.read('k', load);
    await cache.read('k', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('keeps a value no longer than it says, nor than the maximum age', async () => {
    const watch = new WriteWatch();
    watch.setLive(true);
    const clock = { time: 1_000, now: () => clock.time };
    const cache = new ReadCache(watch, 10, clock);
    const short = counted(() => 's');
    await cache.read('short', short, () => 1_000);
    clock.time += 999;
    await cache.read('short', short, () => 1_000);
    expect(short).toHaveBeenCalledTimes(1);
    clock.time += 2;
    await cache.read('short', short, () => 1_000);
    expect(short).toHaveBeenCalledTimes(2);

    const long = counted(() => 'l');
    await cache.read('long', long, () => 10 * READ_CACHE_MAX_AGE_MS);
    clock.time += READ_CACHE_MAX_AGE_MS - 1;
    await cache.read('long', long);
    expect(long).toHaveBeenCalledTimes(1);
    clock.time += 2;
    await cache.read('long', long);
    expect(long).toHaveBeenCalledTimes(2);
  });

  it('does not keep what it is told not to (a value kept for 0 ms), nor a failed load', async () => {
    const { cache } = liveCache();
    const none = counted(() => null);
    await cache.read('k', none, (v) => (v ? 1_000 : 0));
    await cache.read('k', none, (v) => (v ? 1_000 : 0));
    expect(none).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async () => {
      throw new Error('database away');
    });
    await expect(cache.read('f', failing)).rejects.toThrow('database away');
    expect(await cache.read('f', async () => 'now there')).toBe('now there');
  });

  it('forgets the least recently used beyond its size', async () => {
    const { cache } = liveCache();
    for (let i = 0; i < 11; i++) await cache.read(`k${i}`, async () => i);
    expect(await cache.read('k0', async () => 'loaded again')).toBe('loaded again');
    expect(await cache.read('k10', async () => 'not this')).toBe(10);
  });

  it('hands out a frozen value, so one request cannot change what the next one gets', async () => {
    const { cache } = liveCache();
    const value = await cache.read('k', async () => ({ list: [{ name: 'a' }] }));
    expect(() => {
      (value.list[0] as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect(() => value.list.push({ name: 'b' })).toThrow(TypeError);
    expect(await cache.read('k', async () => ({ list: [] }))).toEqual({ list: [{ name: 'a' }] });
  });
});
