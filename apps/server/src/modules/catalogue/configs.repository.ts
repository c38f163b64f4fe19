import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { configs } from '../../db/tables/catalogue';
import type { TScope } from '../../lib/scope';

export async function listConfigValues(
  { db, projectId }: TScope,
  scope: 'configs' | 'configurations',
) {
  return db
    .select({ key: configs.key, value: configs.value })
    .from(configs)
    .where(and(eq(configs.projectId, projectId), eq(configs.scope, scope)));
}

/** The project's custom sound (configs.custom_sound), created or replaced in one statement. */
export async function saveCustomSoundUrl({ db, projectId }: TScope, url: string) {
  await db
    .insert(configs)
    .values({ projectId, scope: 'configs', key: 'custom_sound', value: url })
    .onConflictDoUpdate({
      target: [configs.projectId, configs.scope, configs.key],
      set: { value: url },
    });
}

/** One of the project's configs values, created or replaced in one statement. */
export async function saveConfigValue({ db, projectId }: TScope, key: string, value: string) {
  await db
    .insert(configs)
    .values({ projectId, scope: 'configs', key, value })
    .onConflictDoUpdate({
      target: [configs.projectId, configs.scope, configs.key],
      set: { value },
    });
}

/**
 * The project whose `configurations.subdomain` is this one; the one lookup not scoped by a project,
 * since the host is all a website request has.
 */
export async function findProjectIdBySubdomain(db: TDb, subdomain: string) {
  const rows = await db
    .select({ projectId: configs.projectId })
    .from(configs)
    .where(
      and(
        eq(configs.scope, 'configurations'),
        eq(configs.key, 'subdomain'),
        eq(configs.value, subdomain),
      ),
    )
    .orderBy(configs.projectId)
    .limit(1);
  return rows[0]?.projectId ?? null;
}
