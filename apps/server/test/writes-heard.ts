import type { TDatabase } from '../src/db/client';

/**
 * Until every write made so far has been heard: on PostgreSQL a write is heard at once by the
 * process that made it and again when its notification comes, a moment later (and the watch is
 * live only once its listening connection is up). What a write makes the process forget (a kept
 * page, a session) is read again once more after that, rightly: a test counting the statements of
 * a repeated request waits for this first. Timed by the monotonic clock, so a test that fakes Date
 * can wait too.
 */
export async function writesHeard(database: TDatabase): Promise<void> {
  const watch = database.writes;
  const QUIET_MS = 200;
  const deadline = performance.now() + 10_000;
  let seen = watch.generation;
  let quietSince = performance.now();
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (!watch.live || watch.generation !== seen) {
      seen = watch.generation;
      quietSince = performance.now();
    } else if (performance.now() - quietSince >= QUIET_MS) return;
  }
  throw new Error('the database kept being written to');
}
