import { createHash } from 'node:crypto';
import { type TApp, ZApp } from '@oc/domain/apps/app.schema';
import { sql } from 'drizzle-orm';
import { bearer, productIdOf, type setupTestApp } from '../../../test/helpers';

// Shared by this module's API tests (not a test file itself).
type TCtx = ReturnType<typeof setupTestApp>;

export async function appOf(ctx: TCtx, appId: number, token = ctx.ours): Promise<TApp> {
  return ZApp.parse((await ctx.get(`/api/builder/apps/${appId}`, token)).json().result);
}

export function actionNamed(app: TApp, name: string) {
  const action = app.baseActions.find((a) => a.name === name);
  if (!action) throw new Error(`no action ${name}`);
  return action;
}

export function constantCoded(app: TApp, code: string) {
  const constant = app.baseConstants.find((c) => c.code === code);
  if (!constant) throw new Error(`no constant ${code}`);
  return constant;
}

export const patchJson = (ctx: TCtx, url: string, payload: unknown, token = ctx.ours) =>
  ctx.t.app.inject({ method: 'PATCH', url, headers: bearer(token), payload: payload as object });

/** Rows in the files table, every project. */
export async function fileRowCount(ctx: TCtx): Promise<number> {
  const result = await ctx.t.database.db.execute(sql`select count(*)::int as n from files`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    n: number;
  }[];
  return Number(rows[0]?.n);
}

/** Whether these exact bytes were stored under any of the extensions an upload could give them. */
export async function isStored(ctx: TCtx, bytes: Buffer): Promise<boolean> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  for (const extension of ['png', 'jpg', 'json', 'plist', 'txt', 'bin']) {
    if (await ctx.t.app.storage.get(`${hash.slice(0, 2)}/${hash}.${extension}`)) return true;
  }
  return false;
}

/** Kept under this module's name; the lookup itself is the shared test helper. */
export const appIdOf = productIdOf;
