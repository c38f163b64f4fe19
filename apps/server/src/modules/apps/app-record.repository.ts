import { and, type Column, eq, inArray, sql } from 'drizzle-orm';
import { apps, baseActions, baseConstants, bases } from '../../db/tables/apps';
import { jsonRows } from '../../lib/json-rows';
import type { TStatementPart } from '../../lib/one-statement';

// The apps module's share of the app read (reads/app-read.ts): the app, its base, constants and
// actions, as parts of the one statement that read runs (lib/one-statement.ts). Keyed by the
// placeholders projectId and appId: another project's app, or an unknown id, is an empty list.

const ofProject = (t: { projectId: Column }) => eq(t.projectId, sql.placeholder('projectId'));
const ofApp = (t: { projectId: Column; appId: Column }) =>
  and(ofProject(t), eq(t.appId, sql.placeholder('appId')));

export const appRecordParts = {
  /** The app, or none: a list of at most one. */
  app: ((db) =>
    jsonRows(
      apps,
      db
        .select()
        .from(apps)
        .where(and(ofProject(apps), eq(apps.id, sql.placeholder('appId')))),
      [apps.id],
    )) satisfies TStatementPart<unknown>,
  /** The app's base, or none. */
  base: ((db) =>
    jsonRows(
      bases,
      db
        .select()
        .from(bases)
        .where(
          inArray(
            bases.id,
            db
              .select({ baseId: apps.baseId })
              .from(apps)
              .where(and(ofProject(apps), eq(apps.id, sql.placeholder('appId')))),
          ),
        ),
      [bases.id],
    )) satisfies TStatementPart<unknown>,
  constants: ((db) =>
    jsonRows(baseConstants, db.select().from(baseConstants).where(ofApp(baseConstants)), [
      baseConstants.position,
      baseConstants.id,
    ])) satisfies TStatementPart<unknown>,
  actions: ((db) =>
    jsonRows(baseActions, db.select().from(baseActions).where(ofApp(baseActions)), [
      baseActions.position,
      baseActions.id,
    ])) satisfies TStatementPart<unknown>,
};
