import { and, type Column, desc, eq, sql } from 'drizzle-orm';
import { builds, builtApps } from '../../db/tables/builds';
import { jsonRows } from '../../lib/json-rows';
import type { TStatementPart } from '../../lib/one-statement';

// The builds module's share of the app read (reads/app-read.ts): an app's latest builds and the
// files they made, as parts of the one statement that read runs (lib/one-statement.ts), keyed by
// the placeholders projectId and appId.

/** How many of an app's builds the app object lists. */
const APP_BUILDS_SHOWN = 50;

// Each list below is the app's, in the caller's project.
const ofApp = (t: { projectId: Column; appId: Column }) =>
  and(eq(t.projectId, sql.placeholder('projectId')), eq(t.appId, sql.placeholder('appId')));

export const appBuildsParts = {
  // Newest first; the console shows the latest per platform, and an unfinished build (at most
  // one per platform) is always among the newest.
  builds: ((db) =>
    jsonRows(
      builds,
      db
        .select()
        .from(builds)
        .where(ofApp(builds))
        .orderBy(desc(builds.id))
        .limit(APP_BUILDS_SHOWN),
      [sql`${builds.id} desc`],
    )) satisfies TStatementPart<unknown>,
  // The newest built app of each platform, mode and file type: the one its download serves;
  // newest first.
  built: ((db) =>
    jsonRows(
      builtApps,
      db
        .selectDistinctOn([builtApps.platform, builtApps.mode, builtApps.extension])
        .from(builtApps)
        .where(ofApp(builtApps))
        .orderBy(builtApps.platform, builtApps.mode, builtApps.extension, desc(builtApps.id)),
      [sql`${builtApps.id} desc`],
    )) satisfies TStatementPart<unknown>,
};
