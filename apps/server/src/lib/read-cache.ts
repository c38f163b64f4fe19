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
  /** Loads under way, each with the generation it began in and what it will keep for. */
  readonly #loading = new Map<
    string,
    { generation: number; done: Promise<{ value: unknown; ttl: number }> }
  >();

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
   *
   * While a key loads, the reads of it that come meanwhile wait for that load rather than each
   * running their own (right after a write, a busy page would otherwise be drawn once for every
   * request already waiting): they take its value if it is one that would be kept, and it began
   * after the last write they could know of; else they load it themselves.
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
    const under = this.#loading.get(key);
    if (under && under.generation === generation) {
      const shared = await under.done.catch(() => undefined);
      if (shared && shared.ttl > 0) return shared.value as T;
      return load();
    }
    const done = (async () => {
      const value = await load();
      const ttl = Math.min(keepMs(value), READ_CACHE_MAX_AGE_MS);
      // Frozen before anyone else gets it: whoever waited shares it, as if it had been kept.
      return { value: ttl > 0 ? deepFreeze(value) : value, ttl };
    })();
    this.#loading.set(key, { generation, done });
    try {
      const { value, ttl } = await done;
      if (ttl > 0 && watch.live && watch.generation === generation) {
        this.#entries.set(key, { value }, { ttl });
      }
      return value as T;
    } finally {
      if (this.#loading.get(key)?.done === done) this.#loading.delete(key);
    }
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
