import { files } from '../../db/schema';
import type { TScope } from '../../lib/scope';

/** Which project uploaded which stored file (the same bytes uploaded twice share one key). */
export async function recordFile(
  { db, projectId }: TScope,
  file: { key: string; mimeType: string; size: number },
) {
  await db
    .insert(files)
    .values({ projectId, ...file })
    .onConflictDoNothing();
}
