import type { TBuild } from '@oc/domain/builds/build.schema';
import { sql } from 'drizzle-orm';
import { bearer, type setupTestApp } from '../../../test/helpers';
import {
  makeKeystore,
  p256Pem,
  rowsOf,
  saveCredentials,
  type TKeystore,
} from '../credentials/credentials.test-support';

// Shared by this module's tests (not a test file itself).
type TCtx = ReturnType<typeof setupTestApp>;

/** POST /api/builder/apps/:appId/builds as the console sends it. */
export function requestBuild(ctx: TCtx, appId: number, body: object, token: string = ctx.ours) {
  return ctx.t.app.inject({
    method: 'POST',
    url: `/api/builder/apps/${appId}/builds`,
    headers: bearer(token),
    payload: body,
  });
}

/** Any request as the owner (or another token), JSON body when given. */
export function call(
  ctx: TCtx,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null = ctx.ours,
) {
  return ctx.t.app.inject({ method, url, headers: token ? bearer(token) : {} });
}

/** A real keystore made with keytool, saved in App keys as the owner would. */
export async function saveAndroidKeys(
  ctx: TCtx,
  appId: number,
  extra: { field: string; name: string; bytes: Buffer }[] = [],
): Promise<TKeystore> {
  const jks = makeKeystore('JKS');
  const response = await saveCredentials(
    ctx,
    appId,
    'android',
    { store_password: jks.storePassword, key_alias: jks.alias, key_password: jks.keyPassword },
    [{ field: 'store_file', name: 'upload.jks', bytes: jks.bytes }, ...extra],
  );
  if (response.statusCode !== 200) throw new Error(`android keys: ${response.body}`);
  return jks;
}

/** The iOS ids and an App Store Connect key (.p8), saved in App keys. */
export async function saveIosKeys(ctx: TCtx, appId: number) {
  const response = await saveCredentials(
    ctx,
    appId,
    'ios',
    { team_id: 'ABCDE12345', api_key_id: 'ABC123DEFG', api_key_issuer_id: '69a6de7f-0000-47e3' },
    [{ field: 'api_key_file', name: 'AuthKey_ABC123DEFG.p8', bytes: Buffer.from(p256Pem()) }],
  );
  if (response.statusCode !== 200) throw new Error(`ios keys: ${response.body}`);
}

/** Sets a base constant of the app by its code (the constants route, as the console does). */
export async function setConstant(ctx: TCtx, appId: number, code: string, value: string) {
  const app = (await ctx.get(`/api/builder/apps/${appId}`)).json().result as {
    baseConstants: { id: number; code: string }[];
  };
  const constant = app.baseConstants.find((c) => c.code === code);
  if (!constant) throw new Error(`no constant ${code}`);
  const response = await ctx.t.app.inject({
    method: 'PATCH',
    url: `/api/builder/apps/${appId}/constants/${constant.id}`,
    headers: bearer(ctx.ours),
    payload: { value },
  });
  if (response.statusCode !== 200) throw new Error(`constant ${code}: ${response.body}`);
}

/** The build as the app object shows it. */
export async function buildOfApp(ctx: TCtx, appId: number, buildId: number): Promise<TBuild> {
  const app = (await ctx.get(`/api/builder/apps/${appId}`)).json().result as { builds: TBuild[] };
  const build = app.builds.find((b) => b.id === buildId);
  if (!build) throw new Error(`no build ${buildId} in app ${appId}`);
  return build;
}

/** Polls the build's log route until the build has ended; bounded, so a stuck build fails. */
export async function waitForBuildEnd(
  ctx: TCtx,
  appId: number,
  buildId: number,
  ms = 120_000,
): Promise<TBuild> {
  const until = Date.now() + ms;
  for (;;) {
    const response = await call(ctx, 'GET', `/api/builder/apps/${appId}/builds/${buildId}/log`);
    const build = response.json().result.build as TBuild;
    if (['successful', 'failed', 'error_request'].includes(build.status)) return build;
    if (Date.now() > until) throw new Error(`build ${buildId} still ${build.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The jobs row of a build, read straight from the table. */
export async function jobOfBuild(ctx: TCtx, buildId: number) {
  const rows = rowsOf<{ state: string; cancel_requested: boolean }>(
    await ctx.t.database.db.execute(
      sql`select state, cancel_requested from jobs where kind = 'build' and ref_id = ${buildId}`,
    ),
  );
  return rows[0] ?? null;
}
