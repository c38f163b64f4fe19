import type { TScope } from '../../lib/scope';
import type { TJobLog } from '../jobs/jobs.types';
import * as logs from './build-logs.repository';

/** A log line longer than this is cut: a tool's runaway output must not fill the database. */
const MAX_LOG_LINE = 2000;

/**
 * The build's log: lines are written in order, one after another, while the build goes on (a
 * packager's logger cannot wait). A line that cannot be written is dropped with a warning, never
 * failing the build.
 */
export function buildLogWriter(
  jobLog: TJobLog,
  scope: TScope,
  buildId: number,
  signal: AbortSignal,
) {
  let chain = Promise.resolve();
  const write = (line: string) => {
    // A worker that lost its job or is shutting down writes nothing more.
    if (signal.aborted && signal.reason !== 'cancelled') return;
    const text = line.length > MAX_LOG_LINE ? `${line.slice(0, MAX_LOG_LINE)}…` : line;
    chain = chain
      .then(() => logs.appendLogLine(scope, buildId, text))
      .catch((error: unknown) =>
        jobLog.warn({ err: error, buildId }, 'builds: a log line was not written'),
      );
  };
  return { write, flush: () => chain };
}
