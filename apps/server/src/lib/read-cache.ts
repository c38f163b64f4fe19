import { LRUCache } from 'lru-cache';
import type { TDb } from '../db/db.types';
import type { WriteWatch } from '../db/write-watch';

/**
 * At most this long a kept value is served without reading again, even with no write heard: a
 * bound for the case no watch can see (a listening connection that hangs without breaking, until
 * TCP keepalive ends it). docs/decisions/023-read-cache.md.
 */
export const READ_CACHE_MAX_AGE_MS = 60_000;

/**
 * Values read from the database, kept until the next committed write anywhere in it
 * (db/write-watch.ts): every write empties every area. For the reads every request makes, the
 * session, and the hottest screen's, the app; docs/decisions/023-read-cache.md. A value is shared
 * by the requests that get it, and frozen so that none can change it.
 */
export class ReadCache {
  readonly #watch: WriteWatch;
  readonly #entries: LRUCache<string, { value: unknown }>;

  /** `clock` is for tests; lru-cache reads `performance` otherwise, in steps of 1 ms. */
  constructor(watch: WriteWatch, max: number, clock?: { now: () => number }) {
    this.#watch = watch;
    this.#entries = new LRUCache({
      max,
      ttl: READ_CACHE_MAX_AGE_MS,
      ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    });
    watch.onChange(() => this.#entries.clear());
  }

  /**
   * The kept value of `key`, or `load()`'s, kept for `keepMs(value)` (at most the maximum age; 0 or
   * less: not kept). Kept only if no write was heard while it loaded: a value read across a write
   * may be older than it, and so is never kept. A failed load is not kept either.
   */
  async read<T>(
    key: string,
    load: () => Promise<T>,
    keepMs: (value: T) => number = () => READ_CACHE_MAX_AGE_MS,
  ): Promise<T> {
    const watch = this.#watch;
    if (!watch.live) return load();
    const kept = this.#entries.get(key);
    if (kept) return kept.value as T;
    const generation = watch.generation;
    const value = await load();
    const ttl = Math.min(keepMs(value), READ_CACHE_MAX_AGE_MS);
    if (ttl > 0 && watch.live && watch.generation === generation) {
      this.#entries.set(key, { value: deepFreeze(value) }, { ttl });
    }
    return value;
  }
}

/** A kept value is shared by every request that gets it: frozen, so that none can change it. */
function deepFreeze<T>(value: T): T {
  // Bytes (a compressed answer) cannot be frozen; they are only ever sent.
  if (ArrayBuffer.isView(value)) return value;
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export type TReadCaches = { sessions: ReadCache; apps: ReadCache; pages: ReadCache };

const cachesOf = new WeakMap<TDb, TReadCaches>();

/** Gives a database its caches (db/client.ts), watched by `watch`. */
export function attachReadCaches(db: TDb, watch: WriteWatch): void {
  cachesOf.set(db, {
    // A session is a few hundred bytes; an app object some tens of KB.
    sessions: new ReadCache(watch, 10_000),
    apps: new ReadCache(watch, 1_000),
    // The websites' public pages (docs/decisions/029-page-cache.md): a page's HTML is some tens of
    // KB and each encoding of it a few; 2,000 addresses stay within a few tens of MB.
    pages: new ReadCache(watch, 2_000),
  });
}

/**
 * The caches of a database, or undefined: always for a transaction, whose reads may see what it
 * has not committed and may never commit.
 */
export function readCachesOf(db: TDb): TReadCaches | undefined {
  return cachesOf.get(db);
}
