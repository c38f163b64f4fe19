import type { TBuildStatus } from '@oc/domain/builds/build.schema';
import { formatMessage } from '@oc/domain/messages/messages';

/** The job kind of a build (build-worker.ts handles it). */
export const BUILD_JOB_KIND = 'build';

/** Wakes this process's workers when there are any, so a queued build starts without a poll. */
export type TWakeWorkers = (() => void) | null;

/** A cancelled build's outcome, with the catalogue's words (the worker ends one so too). */
export const cancelledBuild = () => ({
  status: 'failed' as TBuildStatus,
  errorCode: 'BUILD_CANCELLED',
  errorDescription: formatMessage('BUILD_CANCELLED'),
});
