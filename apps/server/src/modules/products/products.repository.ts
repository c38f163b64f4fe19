import { and, asc, desc, eq } from 'drizzle-orm';
import {
  apps,
  baseActions,
  baseConstants,
  bases,
  builds,
  builtApps,
  storeCredentials,
} from '../../db/schema';
import type { TScope } from '../../lib/scope';

export async function listApps({ db, projectId }: TScope) {
  return db
    .select({ app: apps, base: bases })
    .from(apps)
    .innerJoin(bases, eq(bases.id, apps.baseId))
    .where(eq(apps.projectId, projectId))
    .orderBy(asc(apps.id));
}

export async function findApp({ db, projectId }: TScope, appId: number) {
  const rows = await db
    .select({ app: apps, base: bases })
    .from(apps)
    .innerJoin(bases, eq(bases.id, apps.baseId))
    .where(and(eq(apps.projectId, projectId), eq(apps.id, appId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAppDetails({ db, projectId }: TScope, appId: number) {
  const byApp = <T extends { projectId: unknown; appId: unknown }>(t: T) =>
    // biome-ignore lint/suspicious/noExplicitAny: column types differ per table
    and(eq(t.projectId as any, projectId), eq(t.appId as any, appId));
  const [constants, actions, credentials, buildRows, built] = await Promise.all([
    db
      .select()
      .from(baseConstants)
      .where(byApp(baseConstants))
      .orderBy(asc(baseConstants.position), asc(baseConstants.id)),
    db
      .select()
      .from(baseActions)
      .where(byApp(baseActions))
      .orderBy(asc(baseActions.position), asc(baseActions.id)),
    db.select().from(storeCredentials).where(byApp(storeCredentials)),
    db.select().from(builds).where(byApp(builds)).orderBy(desc(builds.updatedAt), desc(builds.id)),
    db.select().from(builtApps).where(byApp(builtApps)).orderBy(desc(builtApps.createdAt)),
  ]);
  return { constants, actions, credentials, builds: buildRows, built };
}
