import type { TApp } from '@oc/domain/apps/app.schema';
import type { TStatementValues } from '../../lib/one-statement';
import type { TScope } from '../../lib/scope';
import { queuePositions } from '../jobs/queue-positions';
import { appBuildsParts } from './app-builds.repository';
import { buildOf, builtAppOf } from './build-answers';
import { BUILD_JOB_KIND } from './build-job';

// The builds module's share of the app read (reads/app-read.ts): the app's latest builds and the
// files they made. Its parts are read in the read's one statement; the answer is made from their
// values.

/** The parts of the app read's statement that are this module's (lib/one-statement.ts). */
export const APP_BUILDS_PARTS = appBuildsParts;

/** The app's builds as the app object lists them, each queued one with its place in the queue. */
export async function answerAppBuilds(
  scope: TScope,
  appId: number,
  values: TStatementValues<typeof appBuildsParts>,
): Promise<Pick<TApp, 'builds' | 'built_apps'>> {
  const queued = values.builds.filter((b) => b.status === 'queued').map((b) => b.id);
  // Read only when a build is queued.
  const positions = await queuePositions(scope.db, BUILD_JOB_KIND, queued);
  return {
    builds: values.builds.map((b) => buildOf(b, positions.get(b.id) ?? null)),
    built_apps: values.built.map((b) => builtAppOf(appId, b)),
  };
}
