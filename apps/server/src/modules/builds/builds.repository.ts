import type { TPlatform } from '@oc/domain/apps/platforms';
import type { TBuildKind, TBuildMode, TBuildStatus } from '@oc/domain/builds/build.schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/db.types';
import { builds } from '../../db/tables/builds';
import { isUniqueViolation } from '../../db/unique-violation';
import type { TScope } from '../../lib/scope';

// Builds (docs/product/builds.md). Every query is scoped by the caller's project, and below an app
// by the app in the URL.

export type TBuildRow = typeof builds.$inferSelect;

/** The statuses of a build that has not ended; the partial unique index allows one per platform. */
const UNFINISHED: TBuildStatus[] = ['pending', 'queued', 'building', 'finishing'];
const RUNNING_UNIQUE = 'builds_one_running_unique';

/**
 * A queued build and its job in one transaction, so that a build is never queued without a job
 * nor a job left for a build that was refused. 'already-running' when the app has an unfinished
 * build of that platform, however many requests race: the partial unique index decides.
 */
export async function createQueuedBuild(
  { db, projectId }: TScope,
  values: {
    appId: number;
    platform: TPlatform;
    mode: TBuildMode;
    kind: TBuildKind;
    appVersion: string;
  },
  enqueue: (tx: TDb, buildId: number) => Promise<number>,
): Promise<TBuildRow | 'already-running'> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(builds)
        .values({ projectId, ...values, status: 'queued' })
        .returning();
      if (!row) throw new Error('the build insert returned nothing');
      const jobId = await enqueue(tx as unknown as TDb, row.id);
      const [withJob] = await tx
        .update(builds)
        .set({ jobId: String(jobId) })
        .where(and(eq(builds.projectId, projectId), eq(builds.id, row.id)))
        .returning();
      return withJob ?? row;
    });
  } catch (error) {
    if (isUniqueViolation(error, RUNNING_UNIQUE)) return 'already-running';
    throw error;
  }
}

export async function findBuild(
  { db, projectId }: TScope,
  appId: number,
  buildId: number,
): Promise<TBuildRow | null> {
  const rows = await db
    .select()
    .from(builds)
    .where(and(eq(builds.projectId, projectId), eq(builds.appId, appId), eq(builds.id, buildId)))
    .limit(1);
  return rows[0] ?? null;
}

/** A build by its id alone, within the project: the worker knows the build, not the app. */
export async function findBuildById(
  { db, projectId }: TScope,
  buildId: number,
): Promise<TBuildRow | null> {
  const rows = await db
    .select()
    .from(builds)
    .where(and(eq(builds.projectId, projectId), eq(builds.id, buildId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Moves an unfinished build to a new status (with its error when it failed). Null when the build
 * has already ended: a build that ended (cancelled, given up) never starts again or changes its
 * outcome.
 */
export async function updateUnfinishedBuild(
  { db, projectId }: TScope,
  buildId: number,
  values: { status: TBuildStatus; errorCode?: string; errorDescription?: string },
): Promise<TBuildRow | null> {
  const rows = await db
    .update(builds)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(builds.projectId, projectId),
        eq(builds.id, buildId),
        inArray(builds.status, UNFINISHED),
      ),
    )
    .returning();
  return rows[0] ?? null;
}
