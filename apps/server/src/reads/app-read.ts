import type { TApp } from '@oc/domain/apps/app.schema';
import type { TEnv } from '../env';
import { oneStatement } from '../lib/one-statement';
import type { TScope } from '../lib/scope';
import { APP_RECORD_PARTS, answerAppRecord } from '../modules/apps/app-record-read';
import { APP_BUILDS_PARTS, answerAppBuilds } from '../modules/builds/app-builds-read';
import { credentialSummaries } from '../modules/credentials/credential-summaries';

// The app object the console loads (docs/product/api.md#products): the app with its base,
// constants and actions (apps), its latest builds and built apps (builds) and which of its store
// credentials are set (credentials). Each module answers its own share; the apps' and the builds'
// parts are read in one statement (every app view reads it: prepared once), the credentials in
// their module's own, alongside.

const appStatement = oneStatement('app_read', { ...APP_RECORD_PARTS, ...APP_BUILDS_PARTS });

/**
 * The app object of the caller's app (404 for another project's or an unknown id), with, for the
 * kiosk and franchises apps, their preview address.
 */
export async function readApp(scope: TScope, env: TEnv, appId: number): Promise<TApp> {
  // The credentials are read alongside rather than after: for an unknown app the summary is simply
  // not used.
  const [values, credentials] = await Promise.all([
    appStatement(scope.db, { projectId: scope.projectId, appId }),
    credentialSummaries(scope, appId),
  ]);
  // Each of these reads more only for the apps that need it: a kiosk or franchises app (its
  // preview address), a queued build (its place in the queue).
  const [app, builds] = await Promise.all([
    answerAppRecord(scope, env, values),
    answerAppBuilds(scope, appId, values),
  ]);
  return {
    ...app,
    ios_credentials: credentials.ios,
    android_credentials: credentials.android,
    builds: builds.builds,
    built_apps: builds.built_apps,
  };
}
