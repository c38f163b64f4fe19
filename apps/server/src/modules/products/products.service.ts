import type { TApp, TBaseAction, TBaseConstant } from '@oc/domain/apps/app.schema';
import type { TCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import type { TProductCode, TProductListItem } from '@oc/domain/products/products';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { summaryOfRow } from '../credentials/credentials.summary';
import * as repo from './products.repository';

type TBuildRow = Awaited<ReturnType<typeof repo.findAppDetails>>['builds'][number];

export async function listProducts(scope: TScope): Promise<TProductListItem[]> {
  const rows = await repo.listApps(scope);
  return rows.map(({ app, base }) => ({
    id: app.id,
    name: app.name,
    description: app.description,
    code: base.code as TProductCode,
    site_id: app.siteId,
  }));
}

function summaryOf(
  rows: Awaited<ReturnType<typeof repo.findAppDetails>>['credentials'],
  platform: 'ios' | 'android',
): TCredentialsSummary | null {
  const row = rows.find((r) => r.platform === platform);
  return row ? summaryOfRow(platform, row) : null;
}

const buildOf = (b: TBuildRow) => ({
  id: b.id,
  platform: b.platform,
  status: b.status as TApp['builds'][number]['status'],
  app_version: b.appVersion,
  mode: b.mode as TApp['builds'][number]['mode'],
  job_id: b.jobId,
  updated_at: b.updatedAt.toISOString(),
  error_code: b.errorCode,
  error_description: b.errorDescription,
});

type TDetails = Awaited<ReturnType<typeof repo.findAppDetails>>;

/** Spec 3 "Base constant", as the API shows it. */
export const constantOf = (c: TDetails['constants'][number]): TBaseConstant => ({
  id: c.id,
  code: c.code,
  name: c.name,
  type: c.type,
  value: c.value,
});

/** Spec 3 "Base action", as the API shows it. */
export const actionOf = (a: TDetails['actions'][number]): TBaseAction => ({
  id: a.id,
  group: a.group,
  name: a.name,
  target_path: a.targetPath,
  public_url: a.publicUrl,
  editable: a.editable,
  file_rules: a.fileRules,
  text_content: a.textContent,
  source_path: a.sourcePath,
});

/** Spec 7 "Load product": the app object with its base, constants, actions, credentials, builds. */
export async function getApp(scope: TScope, appId: number): Promise<TApp> {
  const found = await repo.findApp(scope, appId);
  if (!found) throw notFound('PRODUCT_NOT_FOUND');
  const { app, base } = found;
  const details = await repo.findAppDetails(scope, appId);
  return {
    id: app.id,
    name: app.name,
    description: app.description,
    version: app.version,
    package: app.package,
    site_id: app.siteId,
    base: {
      id: base.id,
      code: base.code as TProductCode,
      name: base.name,
      platforms: base.platforms,
    },
    baseConstants: details.constants.map(constantOf),
    baseActions: details.actions.map(actionOf),
    ios_credentials: summaryOf(details.credentials, 'ios'),
    android_credentials: summaryOf(details.credentials, 'android'),
    builds: details.builds.map(buildOf),
    built_apps: details.built.map((b) => ({
      id: b.id,
      platform: b.platform,
      mode: b.mode as TApp['built_apps'][number]['mode'],
      kind: b.kind,
      extension: b.extension as TApp['built_apps'][number]['extension'],
      url: `/api/builder/apps/${app.id}/downloads/${b.platform}/${b.mode}/${b.extension}`,
      created_at: b.createdAt.toISOString(),
    })),
  };
}
