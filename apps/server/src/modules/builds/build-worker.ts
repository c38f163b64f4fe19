import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLATFORM_NAMES, type TPlatform } from '@oc/domain/apps/platforms';
import { artifactFileName, isBuildFinished } from '@oc/domain/builds/build.rules';
import type {
  TArtifactExtension,
  TBuildKind,
  TBuildMode,
  TBuildStatus,
} from '@oc/domain/builds/build.schema';
import { formatMessage, type TMessageKey } from '@oc/domain/messages/messages';
import type { TScope } from '../../lib/scope';
import { findAppForBuild } from '../apps/find-app-for-build';
import { androidReleaseKey } from '../credentials/android-release-key';
import { projectDebugKey } from '../credentials/project-debug-key';
import type { TJob, TJobHandler } from '../jobs/jobs.types';
import { packageAndroidBundle } from './android/android-bundle';
import { packageAndroidApk } from './android/android-packager';
import { androidProjectZip } from './android/android-project-zip';
import { missingAndroidTool } from './android/android-tools';
import { BuildFailure, type TPackagerContext } from './app-package';
import { BUILD_JOB_KIND, cancelledBuild } from './build-job';
import { buildLogWriter } from './build-log-writer';
import * as logs from './build-logs.repository';
import * as repo from './builds.repository';
import type { TBuildWorkerDeps } from './builds.types';
import * as builtApps from './built-apps.repository';
import { gatherPackage } from './gather-package';
import { xcodeProjectZip } from './ios/xcode-project';

// The build job (docs/product/builds.md, docs/design.md#jobs): a worker takes a queued build, writes
// its status and log as it goes, gathers what the owner saved, hands it to the platform's packager
// and keeps what comes out as a built app. Nothing of a request reaches it: it reads rows.

/** A build is taken at most twice: a second worker death ends it (BUILD_WORKER_LOST). */
const MAX_ATTEMPTS = 2;

/** Why run() stopped without an outcome of its own: the runner gives the job back or lost it. */
class Stopped extends Error {}

/** One build, from its claim to its outcome. */
async function runBuild(
  deps: TBuildWorkerDeps,
  job: TJob,
  { signal, isRetry }: { signal: AbortSignal; isRetry: boolean },
): Promise<void> {
  const scope: TScope = { db: deps.db, projectId: job.projectId };
  const build = await repo.findBuildById(scope, job.refId);
  // Deleted with its app, or already ended (cancelled while queued): nothing to do.
  if (!build || isBuildFinished(build.status as TBuildStatus)) return;
  const log = buildLogWriter(deps.log, scope, build.id, signal);

  /** Stops at a step boundary when the owner cancelled, the lease was lost or the server stops. */
  const checkpoint = () => {
    if (!signal.aborted) return;
    throw signal.reason === 'cancelled' ? new BuildFailure('BUILD_CANCELLED') : new Stopped();
  };
  const setStatus = async (status: TBuildStatus) => {
    checkpoint();
    if (!(await repo.updateUnfinishedBuild(scope, build.id, { status }))) throw new Stopped();
  };
  const end = async (code: TMessageKey, params: Record<string, string | number> = {}) => {
    const description = formatMessage(code, params);
    log.write(code === 'BUILD_CANCELLED' ? 'Cancelled.' : `Failed: ${description}`);
    await log.flush();
    await repo.updateUnfinishedBuild(
      scope,
      build.id,
      code === 'BUILD_CANCELLED'
        ? cancelledBuild()
        : { status: 'failed', errorCode: code, errorDescription: description },
    );
  };

  let workDir: string | null = null;
  try {
    if (isRetry) log.write('The server building this app stopped; building again.');
    await setStatus('building');
    log.write(
      `Building the ${PLATFORM_NAMES[build.platform as TPlatform]} ${build.mode} ${build.kind === 'bundle' ? 'bundle (AAB)' : 'package'}, version ${build.appVersion}.`,
    );
    workDir = await mkdtemp(join(tmpdir(), 'oc-build-'));
    const ctx: TPackagerContext = {
      workDir,
      log: log.write,
      signal,
      onFinishing: () => setStatus('finishing'),
    };

    const app = await findAppForBuild(scope, build.appId);
    log.write("Gathering the app's settings, images and files.");
    const pkg = await gatherPackage(deps, scope, app, build);
    checkpoint();

    /** Stores an artifact: bytes made in memory, or a file the tools wrote (never read whole). */
    const keep = async (
      artifact: Buffer | { path: string },
      kind: TBuildKind,
      extension: TArtifactExtension,
    ) => {
      checkpoint();
      const fileKey = Buffer.isBuffer(artifact)
        ? await deps.storage.put(artifact, extension)
        : await deps.storage.putFile(artifact.path, extension);
      const size = Buffer.isBuffer(artifact) ? artifact.length : (await stat(artifact.path)).size;
      const fileName = artifactFileName(
        app.name,
        build.appVersion,
        build.mode as TBuildMode,
        extension,
      );
      await builtApps.insertBuiltApp(scope, {
        appId: build.appId,
        buildId: build.id,
        platform: build.platform,
        mode: build.mode as TBuildMode,
        kind,
        extension,
        fileKey,
        appVersion: build.appVersion,
        fileName,
        size,
      });
      log.write(`Kept ${fileName} (${size} bytes).`);
    };

    if (build.platform === 'ios') {
      await setStatus('finishing');
      log.write('Making the Xcode project.');
      await keep(await xcodeProjectZip(pkg, ctx), 'assemble', 'zip');
      throw new BuildFailure('IOS_BUILD_AGENT_MISSING');
    }
    const kind = build.kind as TBuildKind;
    const tool = await missingAndroidTool(kind);
    if (tool) throw new BuildFailure('BUILD_TOOLS_MISSING', { tool });
    let key: Awaited<ReturnType<typeof projectDebugKey>>;
    if (build.mode === 'release') {
      log.write('Opening the keystore saved in App keys.');
      const release = await androidReleaseKey(scope, deps.secrets, build.appId);
      if (!release.ok) throw new BuildFailure(release.code, release.params);
      key = release.key;
    } else {
      log.write("Using the project's debug key.");
      key = await projectDebugKey(scope, deps.secrets);
    }
    checkpoint();
    if (kind === 'bundle') {
      // The Android Studio project is offered beside the bundle, for an owner who wants to change
      // the app or build it with Gradle.
      log.write('Making the Android Studio project.');
      await keep(await androidProjectZip(pkg, ctx), 'bundle', 'zip');
      await keep(await packageAndroidBundle(pkg, key, ctx), 'bundle', 'aab');
    } else {
      await keep({ path: await packageAndroidApk(pkg, key, ctx) }, 'assemble', 'apk');
    }
    await setStatus('successful');
    log.write('Done.');
    await log.flush();
  } catch (error) {
    await log.flush();
    // The owner cancelled: whatever the packager threw on the way out, the build is cancelled.
    if (signal.aborted && signal.reason === 'cancelled') return end('BUILD_CANCELLED');
    if (signal.aborted) {
      // Shutting down: the runner gives the job back, and the build waits for it again.
      if (signal.reason === 'shutdown')
        await repo.updateUnfinishedBuild(scope, build.id, { status: 'queued' });
      // Lost the lease: another worker has the build now; this one writes nothing more.
      return;
    }
    // The build ended elsewhere (cancelled while no worker held it): nothing more to write.
    if (error instanceof Stopped) return;
    if (error instanceof BuildFailure) return end(error.code, error.params);
    // Not the owner's to act on: logged here in full, told to the owner in safe words.
    deps.log.error({ err: error, buildId: build.id }, 'builds: a build failed unexpectedly');
    return end('INTERNAL_ERROR');
  } finally {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  }
}

/** The build job's handler, for startJobWorkers (main.ts, and tests that build for real). */
export function buildJobHandler(deps: TBuildWorkerDeps): TJobHandler {
  return {
    kind: BUILD_JOB_KIND,
    maxAttempts: MAX_ATTEMPTS,
    run: (job, ctx) => runBuild(deps, job, ctx),
    async giveUp(job) {
      const scope: TScope = { db: deps.db, projectId: job.projectId };
      const description = formatMessage('BUILD_WORKER_LOST');
      const ended = await repo.updateUnfinishedBuild(scope, job.refId, {
        status: 'failed',
        errorCode: 'BUILD_WORKER_LOST',
        errorDescription: description,
      });
      if (ended) await logs.appendLogLine(scope, job.refId, `Failed: ${description}`);
    },
  };
}
