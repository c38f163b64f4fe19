import { z } from 'zod';
import { ZId } from '../api/ids.schema';
import { PLATFORMS } from '../apps/platforms';

// Builds and built apps (docs/product/builds.md, docs/product/api.md#builds).

export const BUILD_STATUSES = [
  'pending',
  'queued',
  'building',
  'finishing',
  'successful',
  'failed',
  'error_request',
] as const;
export type TBuildStatus = (typeof BUILD_STATUSES)[number];
export const BUILD_MODES = ['release', 'debug', 'app-store', 'ad-hoc'] as const;
export type TBuildMode = (typeof BUILD_MODES)[number];
export const BUILD_KINDS = ['assemble', 'bundle'] as const;
export type TBuildKind = (typeof BUILD_KINDS)[number];
export const ARTIFACT_EXTENSIONS = ['apk', 'aab', 'ipa', 'zip'] as const;
export type TArtifactExtension = (typeof ARTIFACT_EXTENSIONS)[number];

export const ZBuild = z.object({
  id: z.number(),
  platform: z.enum(PLATFORMS),
  status: z.enum(BUILD_STATUSES),
  app_version: z.string(),
  mode: z.enum(BUILD_MODES),
  /** Android: assemble (APK) or bundle (AAB); iOS builds are `assemble`. */
  kind: z.enum(BUILD_KINDS),
  job_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
  /** While queued: 1 when a worker takes it next. Null in every other status. */
  queue_position: z.number().int().positive().nullable(),
});
export type TBuild = z.infer<typeof ZBuild>;

export const ZBuiltApp = z.object({
  id: z.number(),
  build_id: z.number().nullable(),
  platform: z.enum(PLATFORMS),
  mode: z.enum(BUILD_MODES),
  kind: z.enum(BUILD_KINDS),
  extension: z.enum(ARTIFACT_EXTENSIONS),
  app_version: z.string(),
  /** The name the download is saved under: the app's name, version and mode. */
  file_name: z.string(),
  size: z.number().int().nonnegative(),
  /** The download address (bearer token), docs/product/api.md#builds. */
  url: z.string(),
  created_at: z.string(),
});
export type TBuiltApp = z.infer<typeof ZBuiltApp>;

/** POST /api/builder/apps/{appId}/builds */
export const ZStartBuildRequest = z
  .object({
    platform: z.enum(PLATFORMS),
    mode: z.enum(BUILD_MODES),
    /** Android only: assemble (APK, default) or bundle (AAB). */
    type: z.enum(BUILD_KINDS).optional(),
  })
  .strict();
export type TStartBuildRequest = z.infer<typeof ZStartBuildRequest>;

export const ZBuildParams = z.object({ appId: ZId, buildId: ZId });

/** GET …/builds/{buildId}/log?after=N: the lines after line N (0: from the start). */
export const ZBuildLogQuery = z.object({
  after: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
export const ZBuildLogLine = z.object({ seq: z.number(), at: z.string(), text: z.string() });
export const ZBuildLog = z.object({
  build: ZBuild,
  lines: z.array(ZBuildLogLine),
});
export type TBuildLog = z.infer<typeof ZBuildLog>;
export type TBuildLogLine = z.infer<typeof ZBuildLogLine>;

export const ZDownloadParams = z.object({
  appId: ZId,
  platform: z.enum(PLATFORMS),
  mode: z.enum(BUILD_MODES),
  extension: z.enum(ARTIFACT_EXTENSIONS),
});
export type TDownloadParams = z.infer<typeof ZDownloadParams>;

/** A signed download link (for the QR code): works without logging in until it expires. */
export const ZDownloadLink = z.object({ url: z.string(), expires_at: z.string() });
export type TDownloadLink = z.infer<typeof ZDownloadLink>;

/**
 * Google Play's tracks an owner may send to: internal testing, closed testing (alpha), open
 * testing (beta) and production.
 */
export const STORE_TRACKS = ['internal', 'alpha', 'beta', 'production'] as const;
export type TStoreTrack = (typeof STORE_TRACKS)[number];

/** POST /api/builder/apps/{appId}/store/android: the track, internal when not given. */
export const ZStoreUploadRequest = z.object({ track: z.enum(STORE_TRACKS).optional() }).strict();

/** What Google Play took (docs/product/builds.md#send-to-store-android). */
export const ZStoreUpload = z.object({
  track: z.string(),
  version_code: z.number().int(),
  edit_id: z.string(),
  file_name: z.string(),
  /** completed: released on the track; draft: the app is a draft on Play, rolled out there. */
  status: z.enum(['completed', 'draft']),
});
export type TStoreUpload = z.infer<typeof ZStoreUpload>;
