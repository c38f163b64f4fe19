import { and, eq, inArray } from 'drizzle-orm';
import { files } from '../../db/tables/files';
import type { TScope } from '../../lib/scope';

/** Which project uploaded which stored file (the same bytes uploaded twice share one key). */
export async function recordFile(
  { db, projectId }: TScope,
  file: { key: string; mimeType: string; size: number; originalName?: string | null },
) {
  await db
    .insert(files)
    .values({ projectId, ...file })
    .onConflictDoNothing();
}

/** The keys among these that the caller's project has uploaded. */
export async function findOwnedKeys({ db, projectId }: TScope, keys: string[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .select({ key: files.key })
    .from(files)
    .where(and(eq(files.projectId, projectId), inArray(files.key, keys)));
  return new Set(rows.map((r) => r.key));
}
