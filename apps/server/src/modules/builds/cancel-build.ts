import { isBuildFinished } from '@oc/domain/builds/build.rules';
import type { TBuild, TBuildStatus } from '@oc/domain/builds/build.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { requestJobCancel } from '../jobs/request-job-cancel';
import { buildAnswer } from './build-answers';
import { BUILD_JOB_KIND, cancelledBuild } from './build-job';
import * as repo from './builds.repository';
import { findAppBuild } from './own-app-build';

/**
 * Cancelling a build: a queued one ends at once (its job will never run); a running one is told to
 * stop and its worker ends it; an ended one has nothing to cancel (409).
 */
export async function cancelBuild(
  scope: TScope,
  appId: number,
  buildId: number,
  actor: TAuditActor,
): Promise<TBuild> {
  const build = await findAppBuild(scope, appId, buildId);
  if (isBuildFinished(build.status as TBuildStatus))
    throw AppError.of(409, 'BUILD_ALREADY_FINISHED');
  // The cancel and its entry in one transaction: a cancel refused below leaves no entry.
  const row = await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const record = () =>
      recordAudit(inTx, actor, {
        area: 'builds',
        action: 'build.cancelled',
        target: `${build.platform} ${build.mode} build #${build.id}`,
      });
    const outcome = await requestJobCancel(tx, scope.projectId, BUILD_JOB_KIND, build.id);
    // A worker holds it: it ends the build as cancelled at its next step.
    if (outcome === 'stopping') {
      await record();
      return (await repo.findBuild(inTx, appId, build.id)) ?? build;
    }
    // It was still waiting ('cancelled'), or no job will run it any more ('none').
    const ended = await repo.updateUnfinishedBuild(inTx, build.id, cancelledBuild());
    // Null: it ended on its own between the read and the cancel; say so rather than pretend.
    if (!ended) throw AppError.of(409, 'BUILD_ALREADY_FINISHED');
    await record();
    return ended;
  });
  return buildAnswer(scope.db, row);
}
