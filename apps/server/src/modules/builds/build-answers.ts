import type { TApp } from '@oc/domain/apps/app.schema';
import type { TBuild } from '@oc/domain/builds/build.schema';
import type { TDb } from '../../db/db.types';
import { queuePositions } from '../jobs/queue-positions';
import { BUILD_JOB_KIND } from './build-job';
import type { TBuildRow } from './builds.repository';
import type { TBuiltAppRow } from './built-apps.repository';

type TBuiltApp = TApp['built_apps'][number];

/**
 * A build as the API shows it (docs/product/builds.md#build-statuses), in the app object and in
 * the builds' own answers. `queuePosition` only for a queued build.
 */
export const buildOf = (b: TBuildRow, queuePosition: number | null = null): TBuild => ({
  id: b.id,
  platform: b.platform,
  status: b.status as TBuild['status'],
  app_version: b.appVersion,
  mode: b.mode as TBuild['mode'],
  kind: b.kind,
  job_id: b.jobId,
  created_at: b.createdAt.toISOString(),
  updated_at: b.updatedAt.toISOString(),
  error_code: b.errorCode,
  error_description: b.errorDescription,
  queue_position: b.status === 'queued' ? queuePosition : null,
});

/** A build as the API answers it, with its place in the queue while it waits. */
export async function buildAnswer(db: TDb, row: TBuildRow): Promise<TBuild> {
  if (row.status !== 'queued') return buildOf(row);
  const positions = await queuePositions(db, BUILD_JOB_KIND, [row.id]);
  return buildOf(row, positions.get(row.id) ?? null);
}

/** The address a built app is downloaded from with the bearer token (docs/product/api.md#builds). */
export const downloadPathOf = (
  appId: number,
  b: { platform: string; mode: string; extension: string },
) => `/api/builder/apps/${appId}/downloads/${b.platform}/${b.mode}/${b.extension}`;

/** A built app as the app object lists it. */
export const builtAppOf = (appId: number, b: TBuiltAppRow): TBuiltApp => ({
  id: b.id,
  build_id: b.buildId,
  platform: b.platform,
  mode: b.mode as TBuiltApp['mode'],
  kind: b.kind,
  extension: b.extension as TBuiltApp['extension'],
  app_version: b.appVersion,
  file_name: b.fileName,
  size: b.size,
  url: downloadPathOf(appId, b),
  created_at: b.createdAt.toISOString(),
});
