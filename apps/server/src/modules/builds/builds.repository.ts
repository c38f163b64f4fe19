import type { TPlatform } from '@oc/domain/apps/platforms';
import type {
  TArtifactExtension,
  TBuildKind,
  TBuildMode,
  TBuildStatus,
} from '@oc/domain/builds/build.schema';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { apps, buildLogs, builds, builtApps } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { TScope } from '../../lib/scope';

// Builds, their log lines and the built apps (docs/product/builds.md). Every query is scoped by the
// caller's project, and below an app by the app in the URL.

export type TBuildRow = typeof builds.$inferSelect;
export type TBuiltAppRow = typeof builtApps.$inferSelect;

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

/** The build's log lines after line `after`, in order, at most `limit`. */
export async function listLogLines(
  { db, projectId }: TScope,
  buildId: number,
  after: number,
  limit: number,
) {
  return db
    .select({ seq: buildLogs.seq, at: buildLogs.at, text: buildLogs.text })
    .from(buildLogs)
    .where(
      and(
        eq(buildLogs.projectId, projectId),
        eq(buildLogs.buildId, buildId),
        gt(buildLogs.seq, after),
      ),
    )
    .orderBy(asc(buildLogs.seq))
    .limit(limit);
}

/**
 * Appends a line with the next number. Only the one worker holding the build's job writes its log,
 * so the next number is taken from the lines already written.
 */
export async function appendLogLine({ db, projectId }: TScope, buildId: number, text: string) {
  await db.execute(sql`
    insert into ${buildLogs} (project_id, build_id, seq, text)
    select ${projectId}, ${buildId}, coalesce(max(${buildLogs.seq}), 0) + 1, ${text}
    from ${buildLogs} where ${buildLogs.buildId} = ${buildId}`);
}

export async function insertBuiltApp(
  { db, projectId }: TScope,
  values: {
    appId: number;
    buildId: number;
    platform: TPlatform;
    mode: TBuildMode;
    kind: TBuildKind;
    extension: TArtifactExtension;
    fileKey: string;
    appVersion: string;
    fileName: string;
    size: number;
  },
): Promise<TBuiltAppRow> {
  const [row] = await db
    .insert(builtApps)
    .values({ projectId, ...values })
    .returning();
  if (!row) throw new Error('the built app insert returned nothing');
  return row;
}

/** The newest built app of a platform, mode and file type: what its download serves. */
export async function newestBuiltApp(
  { db, projectId }: TScope,
  appId: number,
  key: { platform: TPlatform; mode: TBuildMode; extension: TArtifactExtension },
): Promise<TBuiltAppRow | null> {
  const rows = await db
    .select()
    .from(builtApps)
    .where(
      and(
        eq(builtApps.projectId, projectId),
        eq(builtApps.appId, appId),
        eq(builtApps.platform, key.platform),
        eq(builtApps.mode, key.mode),
        eq(builtApps.extension, key.extension),
      ),
    )
    .orderBy(desc(builtApps.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findBuiltApp(
  { db, projectId }: TScope,
  appId: number,
  builtAppId: number,
): Promise<TBuiltAppRow | null> {
  const rows = await db
    .select()
    .from(builtApps)
    .where(
      and(
        eq(builtApps.projectId, projectId),
        eq(builtApps.appId, appId),
        eq(builtApps.id, builtAppId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The project an app belongs to, for a signed download link: the link's signature is its caller's
 * authority, and names the app, so its project is the app's.
 */
export async function projectIdOfApp(db: TDb, appId: number): Promise<number | null> {
  const rows = await db
    .select({ projectId: apps.projectId })
    .from(apps)
    .where(eq(apps.id, appId))
    .limit(1);
  return rows[0]?.projectId ?? null;
}
