import type { TPlatform } from '@oc/domain/apps/platforms';
import type { TArtifactExtension, TBuildKind, TBuildMode } from '@oc/domain/builds/build.schema';
import { and, desc, eq } from 'drizzle-orm';
import { builtApps } from '../../db/tables/builds';
import type { TScope } from '../../lib/scope';

// The files builds made (docs/product/builds.md#downloads). Every query is scoped by the caller's
// project and by the app.

export type TBuiltAppRow = typeof builtApps.$inferSelect;

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
