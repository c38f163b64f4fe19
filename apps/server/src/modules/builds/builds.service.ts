import { PLATFORM_NAMES, type TPlatform } from '@oc/domain/apps/platforms';
import {
  androidVersionCode,
  isBuildFinished,
  isModeOfPlatform,
  missingBuildFields,
} from '@oc/domain/builds/build.rules';
import type {
  TBuild,
  TBuildLog,
  TBuildStatus,
  TDownloadLink,
  TDownloadParams,
  TStartBuildRequest,
  TStoreUpload,
} from '@oc/domain/builds/build.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import { productViewFor } from '@oc/domain/products/products';
import type { TDb } from '../../db/client';
import type { TEnv } from '../../env';
import { AppError, notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import type { FileStorage } from '../../lib/storage';
import { buildOf, downloadPathOf, findAppForBuild, findAppProduct } from '../apps/apps.service';
import {
  credentialSummaries,
  deleteCredentials,
  readCredentials,
} from '../credentials/credentials.service';
import { enqueueJob, queuePositions, requestJobCancel } from '../jobs/jobs.service';
import * as repo from './builds.repository';
import {
  DOWNLOAD_CONTENT_TYPES,
  DOWNLOAD_LINK_KEY_LABEL,
  DOWNLOAD_LINK_SECONDS,
  downloadLinkQuery,
  isDownloadLinkValid,
} from './download-links';
import { PlayError, publishToGooglePlay } from './google-play/google-play';

/** The job kind of a build (build-worker.ts handles it). */
export const BUILD_JOB_KIND = 'build';
/** Lines of a build's log in one answer; the console asks again with `after` for more. */
const LOG_LINES_PER_ANSWER = 2000;

/** Wakes this process's workers when there are any, so a queued build starts without a poll. */
export type TWakeWorkers = (() => void) | null;

/** A build as the API answers it, with its place in the queue while it waits. */
async function buildAnswer(db: TDb, row: repo.TBuildRow): Promise<TBuild> {
  if (row.status !== 'queued') return buildOf(row);
  const positions = await queuePositions(db, BUILD_JOB_KIND, [row.id]);
  return buildOf(row, positions.get(row.id) ?? null);
}

/** Where a required field may be set: true when the platform's credentials say it is. */
function credentialFieldsSet(
  summary: Awaited<ReturnType<typeof credentialSummaries>>[TPlatform],
): Record<string, boolean> {
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

  const created = await repo.createQueuedBuild(
    scope,
    {
      appId: app.id,
      platform,
      mode,
      kind: platform === 'android' ? (body.type ?? 'assemble') : 'assemble',
      appVersion: app.version,
    },
    (tx, buildId) =>
      enqueueJob(tx, { projectId: scope.projectId, kind: BUILD_JOB_KIND, refId: buildId }),
  );
  if (created === 'already-running')
    throw AppError.of(409, 'BUILD_ALREADY_RUNNING', { platform: PLATFORM_NAMES[platform] });
  wake?.();
  return buildAnswer(scope.db, created);
}

/**
 * The caller's app (404 for another project's, 400 for a website), read lightly: the console asks
 * for a running build's log every few seconds.
 */
async function findOwnApp(scope: TScope, appId: number) {
  const app = await findAppProduct(scope, appId);
  if (productViewFor(app.code) !== 'app') throw AppError.of(400, 'THIS_PRODUCT_IS_NOT_AN_APP');
  return app;
}

async function findAppBuild(scope: TScope, appId: number, buildId: number) {
  await findOwnApp(scope, appId);
  const build = await repo.findBuild(scope, appId, buildId);
  if (!build) throw notFound('BUILD_NOT_FOUND');
  return build;
}

/** A build and its log lines after line `after` ('See Logs'; the console polls while it runs). */
export async function buildLog(
  scope: TScope,
  appId: number,
  buildId: number,
  after: number,
): Promise<TBuildLog> {
  const build = await findAppBuild(scope, appId, buildId);
  const lines = await repo.listLogLines(scope, build.id, after, LOG_LINES_PER_ANSWER);
  return {
    build: await buildAnswer(scope.db, build),
    lines: lines.map((l) => ({ seq: l.seq, at: l.at.toISOString(), text: l.text })),
  };
}

/** A cancelled build's outcome, with the catalogue's words (the worker ends one so too). */
export const cancelledBuild = () => ({
  status: 'failed' as TBuildStatus,
  errorCode: 'BUILD_CANCELLED',
  errorDescription: formatMessage('BUILD_CANCELLED'),
});

/**
 * Cancelling a build: a queued one ends at once (its job will never run); a running one is told to
 * stop and its worker ends it; an ended one has nothing to cancel (409).
 */
export async function cancelBuild(scope: TScope, appId: number, buildId: number): Promise<TBuild> {
  const build = await findAppBuild(scope, appId, buildId);
  if (isBuildFinished(build.status as TBuildStatus))
    throw AppError.of(409, 'BUILD_ALREADY_FINISHED');
  const outcome = await requestJobCancel(scope.db, scope.projectId, BUILD_JOB_KIND, build.id);
  // A worker holds it: it ends the build as cancelled at its next step.
  if (outcome === 'stopping')
    return buildAnswer(scope.db, (await repo.findBuild(scope, appId, build.id)) ?? build);
  // It was still waiting ('cancelled'), or no job will run it any more ('none').
  const ended = await repo.updateUnfinishedBuild(scope, build.id, cancelledBuild());
  // Null: it ended on its own between the read and the cancel; say so rather than pretend.
  if (!ended) throw AppError.of(409, 'BUILD_ALREADY_FINISHED');
  return buildAnswer(scope.db, ended);
}

/** 'Delete certificates' (docs/product/builds.md#failed-builds): idempotent. */
export async function deletePlatformCredentials(
  scope: TScope,
  appId: number,
  platform: TPlatform,
): Promise<null> {
  const app = await findOwnApp(scope, appId);
  await deleteCredentials(scope, app.id, platform);
  return null;
}

export type TDownload = { bytes: Buffer; fileName: string; contentType: string };

async function downloadOf(storage: FileStorage, built: repo.TBuiltAppRow): Promise<TDownload> {
  const bytes = await storage.get(built.fileKey);
  if (!bytes)
    throw AppError.of(404, 'DOWNLOAD_NOT_FOUND', {
      platform: built.platform,
      mode: built.mode,
      extension: built.extension,
    }).withWarning('a built app is missing from storage', { builtAppId: built.id });
  return {
    bytes,
    fileName: built.fileName,
    contentType: DOWNLOAD_CONTENT_TYPES[built.extension as keyof typeof DOWNLOAD_CONTENT_TYPES],
  };
}

async function newestBuiltAppOf(scope: TScope, params: TDownloadParams) {
  await findOwnApp(scope, params.appId);
  const built = await repo.newestBuiltApp(scope, params.appId, params);
  if (!built)
    throw AppError.of(404, 'DOWNLOAD_NOT_FOUND', {
      platform: params.platform,
      mode: params.mode,
      extension: params.extension,
    });
  return built;
}

/** The owner's download: the newest built app of that platform, mode and file type. */
export async function ownerDownload(
  scope: TScope,
  storage: FileStorage,
  params: TDownloadParams,
): Promise<TDownload> {
  return downloadOf(storage, await newestBuiltAppOf(scope, params));
}

export type TLinkQuery = { built?: string; expires?: string; signature?: string };

const linkInvalid = () => AppError.of(403, 'DOWNLOAD_LINK_INVALID');
const wholeNumber = (text: string | undefined) =>
  text !== undefined && /^[0-9]{1,15}$/.test(text) ? Number(text) : null;

/**
 * A download by a signed link (the QR code): the built app the link names, and only while its
 * signature holds and it has not expired; anything else is 403 whatever exists.
 */
export async function linkedDownload(
  db: TDb,
  secrets: TSecretBox,
  storage: FileStorage,
  params: TDownloadParams,
  query: TLinkQuery,
): Promise<TDownload> {
  const builtAppId = wholeNumber(query.built);
  const expires = wholeNumber(query.expires);
  if (builtAppId === null || expires === null || !query.signature) throw linkInvalid();
  const link = { ...params, builtAppId, expires };
  const key = secrets.deriveKey(DOWNLOAD_LINK_KEY_LABEL);
  if (!isDownloadLinkValid(key, link, query.signature, Math.floor(Date.now() / 1000)))
    throw linkInvalid();
  const projectId = await repo.projectIdOfApp(db, params.appId);
  const built = projectId && (await repo.findBuiltApp({ db, projectId }, params.appId, builtAppId));
  if (
    !built ||
    built.platform !== params.platform ||
    built.mode !== params.mode ||
    built.extension !== params.extension
  )
    throw AppError.of(404, 'DOWNLOAD_NOT_FOUND', {
      platform: params.platform,
      mode: params.mode,
      extension: params.extension,
    });
  return downloadOf(storage, built);
}

/**
 * A signed link to the newest built app of that key, for 24 hours: the address a phone scanning the
 * QR code opens without logging in. `origin` is where this server is reached.
 */
export async function createDownloadLink(
  scope: TScope,
  secrets: TSecretBox,
  params: TDownloadParams,
  origin: string,
): Promise<TDownloadLink> {
  const built = await newestBuiltAppOf(scope, params);
  const expires = Math.floor(Date.now() / 1000) + DOWNLOAD_LINK_SECONDS;
  const query = downloadLinkQuery(secrets.deriveKey(DOWNLOAD_LINK_KEY_LABEL), {
    ...params,
    builtAppId: built.id,
    expires,
  });
  return {
    url: `${origin}${downloadPathOf(params.appId, params)}?${query}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/**
 * Send to store (docs/product/builds.md#send-to-store-android): the newest Android release build
 * (APK, else AAB) to Google Play's internal track, with the service account of App keys.
 */
export async function sendToGooglePlay(
  scope: TScope,
  secrets: TSecretBox,
  storage: FileStorage,
  env: Pick<TEnv, 'GOOGLE_PLAY_API_URL' | 'GOOGLE_OAUTH_TOKEN_URL'>,
  appId: number,
): Promise<TStoreUpload> {
  const app = await findAppForBuild(scope, appId);
  const built =
    (await repo.newestBuiltApp(scope, app.id, {
      platform: 'android',
      mode: 'release',
      extension: 'apk',
    })) ??
    (await repo.newestBuiltApp(scope, app.id, {
      platform: 'android',
      mode: 'release',
      extension: 'aab',
    }));
  if (!built) throw AppError.of(400, 'STORE_NEEDS_RELEASE_BUILD');
  const credentials = await readCredentials(scope, secrets, app.id, 'android');
  if (credentials === 'unreadable') throw AppError.of(409, 'CREDENTIALS_UNREADABLE');
  const serviceAccountJson = credentials.files.playstore_credential_file;
  if (!serviceAccountJson) throw AppError.of(400, 'STORE_NEEDS_CREDENTIAL_FILE');
  const { bytes, fileName } = await downloadOf(storage, built);
  const versionCode = androidVersionCode(built.appVersion);
  try {
    const published = await publishToGooglePlay(
      {
        serviceAccountJson,
        packageName: app.package,
        artifact: { bytes, extension: built.extension === 'aab' ? 'aab' : 'apk' },
        track: 'internal',
        // For the message when Google says the version code is used without saying which.
        ...(versionCode ? { versionCode } : {}),
      },
      { apiUrl: env.GOOGLE_PLAY_API_URL, tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL },
    );
    return {
      track: published.track,
      version_code: published.versionCode,
      edit_id: published.editId,
      file_name: fileName,
    };
  } catch (error) {
    if (error instanceof PlayError)
      throw new AppError(error.status, [formatMessage(error.key, error.params)]);
    throw error;
  }
}
