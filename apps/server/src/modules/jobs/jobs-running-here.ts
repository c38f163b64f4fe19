/**
 * The jobs this process is running, by job id: a cancel asked of this same process (the usual case,
 * one process serving the API and the workers) stops its job at once, instead of at the next lease
 * renewal, a third of the lease later, by which time a short build may have finished. Other
 * processes' jobs still hear of it at their renewal.
 */
export const runningHere = new Map<number, AbortController>();

/** Aborts the job with reason 'cancelled' if a worker of this process runs it. */
export function cancelRunningHere(jobId: number): void {
  const controller = runningHere.get(jobId);
  if (controller && !controller.signal.aborted) controller.abort('cancelled');
}
