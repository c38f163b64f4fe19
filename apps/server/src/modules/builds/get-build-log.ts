import type { TBuildLog } from '@oc/domain/builds/build.schema';
import type { TScope } from '../../lib/scope';
import { buildAnswer } from './build-answers';
import * as logs from './build-logs.repository';
import { findAppBuild } from './own-app-build';

/** Lines of a build's log in one answer; the console asks again with `after` for more. */
const LOG_LINES_PER_ANSWER = 2000;

/** A build and its log lines after line `after` ('See Logs'; the console polls while it runs). */
export async function getBuildLog(
  scope: TScope,
  appId: number,
  buildId: number,
  after: number,
): Promise<TBuildLog> {
  const build = await findAppBuild(scope, appId, buildId);
  const lines = await logs.listLogLines(scope, build.id, after, LOG_LINES_PER_ANSWER);
  return {
    build: await buildAnswer(scope.db, build),
    lines: lines.map((l) => ({ seq: l.seq, at: l.at.toISOString(), text: l.text })),
  };
}
