import { PLATFORM_NAMES } from '@oc/domain/apps/platforms';
import {
  androidVersionCode,
  isModeOfPlatform,
  missingBuildFields,
} from '@oc/domain/builds/build.rules';
import type { TBuild, TStartBuildRequest } from '@oc/domain/builds/build.schema';
import type { TCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { findAppForBuild } from '../apps/find-app-for-build';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { credentialSummaries } from '../credentials/credential-summaries';
import { enqueueJob } from '../jobs/enqueue-job';
import { buildAnswer } from './build-answers';
import { BUILD_JOB_KIND, type TWakeWorkers } from './build-job';
import * as repo from './builds.repository';

/** Where a required field may be set: true when the platform's credentials say it is. */
function credentialFieldsSet(summary: TCredentialsSummary | null): Record<string, boolean> {
  const set: Record<string, boolean> = {};
  for (const [field, value] of Object.entries(summary?.fields ?? {})) set[field] = value.is_set;
  return set;
}

/**
 * Starting a build (docs/product/builds.md, docs/product/api.md#builds). Every check is made here,
 * whatever the console already checked: an app built for the platform, a mode of that platform, a
 * type only for Android; then the required fields (422 with their codes, the console's 'Required
 * fields' dialog), a version Android can order; then the build and its job in one transaction, and
 * at most one unfinished build per app and platform (409).
 */
export async function startBuild(
  scope: TScope,
  wake: TWakeWorkers,
  appId: number,
  body: TStartBuildRequest,
  actor: TAuditActor,
): Promise<TBuild> {
  const app = await findAppForBuild(scope, appId);
  const { platform, mode } = body;
  const problems: string[] = [];
  if (!app.platforms.includes(platform))
    problems.push(
      formatMessage('APP_NOT_BUILT_FOR_PLATFORM', { platform: PLATFORM_NAMES[platform] }),
    );
  if (!isModeOfPlatform(platform, mode))
    problems.push(
      formatMessage('BUILD_MODE_NOT_OF_PLATFORM', { mode, platform: PLATFORM_NAMES[platform] }),
    );
  if (body.type !== undefined && platform !== 'android')
    problems.push(formatMessage('BUILD_TYPE_ANDROID_ONLY'));
  if (problems.length > 0) throw new AppError(400, problems);

  const summaries = await credentialSummaries(scope, app.id);
  const constants: Record<string, string | null> = {};
  for (const c of app.constants) constants[c.code] = c.value;
  const missing = missingBuildFields(platform, app.code, {
    app: {
      name: app.name,
      description: app.description,
      package: app.package,
      version: app.version,
    },
    credentials: credentialFieldsSet(summaries[platform]),
    constants,
  });
  // The answer's messages are the missing fields' codes, in order: the console lists them.
  if (missing.length > 0) throw new AppError(422, missing);
  if (platform === 'android' && androidVersionCode(app.version) === null)
    throw AppError.of(400, 'VERSION_NOT_FOR_ANDROID', { version: app.version });

  const kind = platform === 'android' ? (body.type ?? 'assemble') : 'assemble';
  const created = await repo.createQueuedBuild(
    scope,
    { appId: app.id, platform, mode, kind, appVersion: app.version },
    async (tx, buildId) => {
      const jobId = await enqueueJob(tx, {
        projectId: scope.projectId,
        kind: BUILD_JOB_KIND,
        refId: buildId,
      });
      await recordAudit({ ...scope, db: tx }, actor, {
        area: 'builds',
        action: 'build.started',
        target: app.name,
        changes: {
          platform: { after: platform },
          mode: { after: mode },
          kind: { after: kind },
          version: { after: app.version },
        },
      });
      return jobId;
    },
  );
  if (created === 'already-running')
    throw AppError.of(409, 'BUILD_ALREADY_RUNNING', { platform: PLATFORM_NAMES[platform] });
  wake?.();
  return buildAnswer(scope.db, created);
}
