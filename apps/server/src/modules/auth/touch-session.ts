import { LRUCache } from 'lru-cache';
import type { TDb } from '../../db/client';
import { touchSession as touch } from './account.repository';

// A session's "last seen" (docs/product/account.md#sessions) moves at most once a minute: every
// write empties the read cache (docs/decisions/023-read-cache.md), so a write per request would
// make every request read its session again. This process remembers when it last moved each
// session, and the UPDATE itself matches only a row older than a minute, so several processes
// write it once a minute between them too.

/** How often a session's last_seen_at may move. */
export const SEEN_EVERY_MS = 60_000;

/** Per database (a process may run several, as tests do): session id → when it last moved. */
const movedAt = new WeakMap<TDb, LRUCache<number, number>>();

/** Marks the session as used now, unless it was marked within the last minute. */
export async function touchSession(db: TDb, sessionId: number): Promise<void> {
  const now = Date.now();
  let moved = movedAt.get(db);
  if (!moved) {
    moved = new LRUCache({ max: 10_000 });
    movedAt.set(db, moved);
  }
  const last = moved.get(sessionId);
  if (last !== undefined && now - last < SEEN_EVERY_MS) return;
  moved.set(sessionId, now);
  await touch(db, sessionId, new Date(now), new Date(now - SEEN_EVERY_MS));
}
