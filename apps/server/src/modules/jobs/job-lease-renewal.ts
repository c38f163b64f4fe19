import { renewLease, type TJobRow } from './job-leases.repository';
import type { TJobPool } from './job-pool.types';

/**
 * Keeps the lease while the job runs, and turns what the renewal learns into an abort: 'lease-lost'
 * when another worker took the job over, 'cancelled' when the owner asked. Answers the function
 * that stops renewing (and waits for a renewal in flight).
 */
export function renewWhileRunning(
  pool: TJobPool,
  row: TJobRow,
  owner: string,
  controller: AbortController,
): () => Promise<void> {
  const { db, leaseMs, log } = pool;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  let active = true;
  const schedule = () => {
    // A third of the lease: two renewals may fail (the database briefly away) before it runs out.
    timer = setTimeout(
      () => {
        inFlight = renew();
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
  };
  const renew = async () => {
    try {
      const lease = await renewLease(db, row.id, owner, leaseMs);
      if (!lease) {
        // Another worker took it over while this one was stalled: stop, and write nothing more.
        log.warn({ jobId: row.id, kind: row.kind, worker: owner }, 'jobs: lease lost');
        controller.abort('lease-lost');
        return;
      }
      if (lease.cancelRequested && !controller.signal.aborted) controller.abort('cancelled');
    } catch (error) {
      // The database is away; the lease still runs for a while, so try again at the next turn.
      log.warn({ err: error, jobId: row.id, worker: owner }, 'jobs: cannot renew the lease');
    }
    if (active) schedule();
  };
  schedule();
  return async () => {
    active = false;
    clearTimeout(timer);
    await inFlight;
  };
}
