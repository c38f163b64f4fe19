import {
  classifyActionGroup,
  isActionEditable,
  isHiddenImage,
  isImageKind,
} from '@oc/domain/apps/actions.rules';
import type { TApp, TBaseAction, TBaseConstant } from '@oc/domain/apps/app.schema';
import type { TUpdateAppRequest } from '@oc/domain/apps/app-settings.rules';
import type { TSaveColorRequest, TSaveConstantRequest } from '@oc/domain/apps/app-settings.schema';
import { normalizeConstantValue } from '@oc/domain/apps/constants.rules';
import type { TPlatform } from '@oc/domain/apps/platforms';
import type { TBuild } from '@oc/domain/builds/build.schema';
import type { TCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import type { TSslProcessStatus, TSslStatus } from '@oc/domain/domains/ssl-status.rules';
import { formatMessage } from '@oc/domain/messages/messages';
import type { TProductCode, TProductListItem } from '@oc/domain/products/products';
import { visitWebsiteUrl } from '@oc/domain/sites/visit-website.rules';
import { effectiveImageRules } from '@oc/domain/uploads/upload.rules';
import { DEFAULT_FILE_MAX_KB, KB } from '@oc/domain/uploads/upload-limits';
import { defaultSiteUrl, SITE_HOST_SUFFIXES, type TEnv } from '../../env';
import { AppError, notFound } from '../../lib/app-error';
import type { TForm, TFormReader } from '../../lib/multipart';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import type { FileStorage } from '../../lib/storage';
import { getConfigs, getConfigurations, isBusinessOfProject } from '../catalogue/catalogue.service';
import { credentialSummaries, saveCredentials } from '../credentials/credentials.service';
import { storeResourceFile, storeResourceImage } from '../files/files.service';
import { queuePositions } from '../jobs/jobs.service';
import { findSiteOfKind } from '../sites/sites.service';
import * as repo from './apps.repository';

type TRecord = NonNullable<Awaited<ReturnType<typeof repo.findAppRecord>>>;

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

/**
 * A build as the API shows it (docs/product/builds.md#build-statuses); the builds module answers
 * with the same shape. `queuePosition` only for a queued build.
 */
export const buildOf = (
  b: TRecord['builds'][number],
  queuePosition: number | null = null,
): TBuild => ({
  id: b.id,
  platform: b.platform,
  status: b.status as TBuild['status'],
  app_version: b.appVersion,
  mode: b.mode as TBuild['mode'],
  kind: b.kind,
  job_id: b.jobId,
  created_at: b.createdAt.toISOString(),
  updated_at: b.updatedAt.toISOString(),
  error_code: b.errorCode,
  error_description: b.errorDescription,
  queue_position: b.status === 'queued' ? queuePosition : null,
});

/** The address a built app is downloaded from with the bearer token (docs/product/api.md#builds). */
export const downloadPathOf = (
  appId: number,
  b: { platform: string; mode: string; extension: string },
) => `/api/builder/apps/${appId}/downloads/${b.platform}/${b.mode}/${b.extension}`;

/** A base constant (docs/product/entities.md#base-constant), as the API shows it. */
const constantOf = (c: repo.TConstantRow): TBaseConstant => ({
  id: c.id,
  code: c.code,
  name: c.name,
  type: c.type,
  value: c.value,
});

/** A base action (docs/product/entities.md#base-action), as the API shows it. */
const actionOf = (a: repo.TActionRow): TBaseAction => ({
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

/**
 * Where the kiosk and franchises apps' themes are drawn (docs/product/website.md#addresses), for
 * their Advanced tab's preview; null for the other products, which have no theme to show.
 */
async function previewUrlOf(scope: TScope, env: TEnv, code: string): Promise<string | null> {
  if (code !== 'app_kiosk_x' && code !== 'app_franchises_x') return null;
  const { subdomain } = await getConfigurations(scope);
  return defaultSiteUrl(env, `${subdomain}${SITE_HOST_SUFFIXES[code]}`);
}

/**
 * The address an app opens (docs/product/builds.md#what-an-android-app-carries): the kiosk and
 * franchises apps their theme's address; the other apps the ordering website, where 'Visit my
 * website' goes.
 */
export async function appSiteUrl(scope: TScope, env: TEnv, code: string): Promise<string> {
  const themed = await previewUrlOf(scope, env, code);
  if (themed) return themed;
  const [site, configs, { subdomain }] = await Promise.all([
    findSiteOfKind(scope, 'ordering'),
    getConfigs(scope),
    getConfigurations(scope),
  ]);
  return visitWebsiteUrl({
    domain: site?.domain ?? null,
    sslStatus: (site?.sslStatus ?? null) as TSslStatus | null,
    sslProcessStatus: (site?.sslProcessStatus ?? null) as TSslProcessStatus | null,
    siteUrl: configs.site_url,
    defaultUrl: defaultSiteUrl(env, subdomain),
  });
}

/**
 * Loading a product (docs/product/api.md#products): the app object with its base, constants,
 * actions, credentials, builds and, for the kiosk and franchises apps, their preview address.
 */
export async function getApp(scope: TScope, env: TEnv, appId: number): Promise<TApp> {
  // The credentials are read alongside (their module's own statement) rather than after: for an
  // unknown app the summary is simply not used.
  const [found, credentials] = await Promise.all([
    repo.findAppRecord(scope, appId),
    credentialSummaries(scope, appId),
  ]);
  if (!found) throw notFound('PRODUCT_NOT_FOUND');
  const { app, base } = found;
  const queued = found.builds.filter((b) => b.status === 'queued').map((b) => b.id);
  // Each of these reads only for the apps that need it: a kiosk or franchises app, a queued build.
  // 'build' is builds.service's BUILD_JOB_KIND, which this module cannot import (builds imports it).
  const [previewUrl, positions] = await Promise.all([
    previewUrlOf(scope, env, base.code),
    queuePositions(scope.db, 'build', queued),
  ]);
  return {
    id: app.id,
    name: app.name,
    description: app.description,
    version: app.version,
    package: app.package,
    site_id: app.siteId,
    preview_url: previewUrl,
    base: {
      id: base.id,
      code: base.code as TProductCode,
      name: base.name,
      platforms: base.platforms,
    },
    baseConstants: found.constants.map(constantOf),
    baseActions: found.actions.map(actionOf),
    ios_credentials: credentials.ios,
    android_credentials: credentials.android,
    builds: found.builds.map((b) => buildOf(b, positions.get(b.id) ?? null)),
    built_apps: found.built.map((b) => ({
      id: b.id,
      build_id: b.buildId,
      platform: b.platform,
      mode: b.mode as TApp['built_apps'][number]['mode'],
      kind: b.kind,
      extension: b.extension as TApp['built_apps'][number]['extension'],
      app_version: b.appVersion,
      file_name: b.fileName,
      size: b.size,
      url: downloadPathOf(app.id, b),
      created_at: b.createdAt.toISOString(),
    })),
  };
}

/**
 * What a build gathers of an app (docs/product/builds.md#what-an-android-app-carries), or null.
 */
export type TAppForBuild = {
  id: number;
  name: string;
  description: string;
  package: string;
  version: string;
  code: string;
  platforms: readonly TPlatform[];
  constants: repo.TConstantRow[];
  actions: repo.TActionRow[];
};

/**
 * The caller's app with its constants and actions, for a build: 404 for another project's or an
 * unknown id, 400 for a website.
 */
export async function findAppForBuild(scope: TScope, appId: number): Promise<TAppForBuild> {
  const { id, code, platforms, app } = await findSettableApp(scope, appId);
  const { constants, actions } = await repo.findAppSettings(scope, id);
  return {
    id,
    name: app.name,
    description: app.description,
    package: app.package,
    version: app.version,
    code,
    platforms,
    constants,
    actions,
  };
}

/**
 * A product of the caller's project, website or app (404 for another project's or an unknown id).
 */
export async function findAppProduct(
  scope: TScope,
  appId: number,
): Promise<{ id: number; code: string }> {
  const found = await repo.findApp(scope, appId);
  if (!found) throw notFound('PRODUCT_NOT_FOUND');
  return { id: found.app.id, code: found.base.code };
}

type TSettableApp = {
  id: number;
  code: TProductCode;
  platforms: readonly TPlatform[];
  app: NonNullable<Awaited<ReturnType<typeof repo.findApp>>>['app'];
};

/** The caller's app (404 for another project's or an unknown id); websites have no app settings. */
async function findSettableApp(scope: TScope, appId: number): Promise<TSettableApp> {
  const found = await repo.findApp(scope, appId);
  if (!found) throw notFound('PRODUCT_NOT_FOUND');
  // docs/product/overview.md#products: a base code containing 'app' gets the app view.
  if (!found.base.code.includes('app')) throw AppError.of(400, 'THIS_PRODUCT_IS_NOT_AN_APP');
  return {
    id: found.app.id,
    code: found.base.code as TProductCode,
    platforms: found.base.platforms,
    app: found.app,
  };
}

/** The action of this app (404 for another app's or project's). */
async function findAppAction(scope: TScope, app: TSettableApp, actionId: number) {
  const action = await repo.findAction(scope, app.id, actionId);
  if (!action) throw notFound('ACTION_NOT_FOUND');
  return action;
}

/**
 * docs/product/entities.md#base-action: an action whose editable flag is false comes from the
 * platform and is shown, not changed.
 */
function assertChangeable(action: Pick<TBaseAction, 'editable'>) {
  if (!isActionEditable(action)) throw AppError.of(403, 'THIS_SETTING_CANNOT_BE_CHANGED');
}

/**
 * Updating the app (docs/product/api.md#app-settings): the fields sent (already trimmed and
 * checked), answered as GET does.
 */
export async function updateAppInfo(
  scope: TScope,
  env: TEnv,
  appId: number,
  body: TUpdateAppRequest,
): Promise<TApp> {
  const app = await findSettableApp(scope, appId);
  await repo.updateAppInfo(scope, app.id, body);
  return getApp(scope, env, app.id);
}

/**
 * Saving a constant (docs/product/api.md#app-settings): whitespace removed and the value checked
 * against the constant's type (constants.rules.ts); business_slug must name one of the project's
 * own businesses, or be null.
 */
export async function saveConstant(
  scope: TScope,
  appId: number,
  constantId: number,
  body: TSaveConstantRequest,
): Promise<TBaseConstant> {
  const app = await findSettableApp(scope, appId);
  const constant = await repo.findConstant(scope, app.id, constantId);
  if (!constant) throw notFound('CONSTANT_NOT_FOUND');
  const raw = body.value === null ? null : String(body.value);
  const normalized = normalizeConstantValue(constant, raw);
  if (!normalized.ok)
    throw new AppError(
      400,
      normalized.errors.map((e) => formatMessage(e.key, e.params)),
    );
  const { value } = normalized;
  if (constant.code === 'business_slug' && value !== null) {
    if (!(await isBusinessOfProject(scope, value)))
      throw AppError.of(400, 'UNKNOWN_BUSINESS', { slug: value });
  }
  const saved = await repo.updateConstantValue(scope, constant, value);
  if (!saved) throw notFound('CONSTANT_NOT_FOUND');
  return constantOf(saved);
}

/**
 * Saving a theme colour (docs/product/api.md#app-settings): only actions of the colors group take a
 * colour.
 */
export async function saveColor(
  scope: TScope,
  appId: number,
  actionId: number,
  body: TSaveColorRequest,
): Promise<TBaseAction> {
  const app = await findSettableApp(scope, appId);
  const action = await findAppAction(scope, app, actionId);
  if (classifyActionGroup(action.group) !== 'colors')
    throw AppError.of(400, 'THIS_SETTING_IS_NOT_A_COLOUR');
  assertChangeable(action);
  const saved = await repo.updateAction(scope, action, { textContent: body.text_content });
  if (!saved) throw notFound('ACTION_NOT_FOUND');
  return actionOf(saved);
}

/**
 * Uploading an image or file (docs/product/api.md#app-settings) for an image action (general
 * images, icons, notifications, splash screens) or a files action. The action is found and checked
 * first, then the form is read within the action's size limit (readForm), the file checked and
 * stored content-addressed (docs/design.md#data), and the action points at it.
 */
export async function uploadActionFile(
  scope: TScope,
  storage: FileStorage,
  ids: { appId: number; actionId: number },
  readForm: TFormReader,
): Promise<TBaseAction> {
  const app = await findSettableApp(scope, ids.appId);
  const action = await findAppAction(scope, app, ids.actionId);
  const kind = classifyActionGroup(action.group);
  const isImage = isImageKind(kind);
  if (!isImage && kind !== 'files') throw AppError.of(400, 'THIS_SETTING_TAKES_NO_FILE');
  if (isHiddenImage(action, app.code)) throw AppError.of(403, 'THIS_IMAGE_IS_NOT_USED_BY_THIS_APP');
  assertChangeable(action);

  let stored: { url: string };
  if (isImage) {
    const { maxSizeKb } = effectiveImageRules(action.fileRules);
    const form = await readForm(maxSizeKb * KB, () =>
      AppError.of(413, 'THE_MAXIMUM_IMAGE_SIZE_IS_SIZE', { size: `${maxSizeKb} KB` }),
    );
    stored = await storeResourceImage(scope, storage, form, action.fileRules);
  } else {
    const maxSizeKb = action.fileRules?.max_size ?? DEFAULT_FILE_MAX_KB;
    const form = await readForm(maxSizeKb * KB, () =>
      AppError.of(413, 'INVALID_FILE_PLEASE_CHECK_THE_EXTENSION_OR_SIZE'),
    );
    stored = await storeResourceFile(scope, storage, form, action);
  }
  const saved = await repo.updateAction(scope, action, { publicUrl: stored.url });
  if (!saved) throw AppError.of(404, 'ACTION_NOT_FOUND');
  return actionOf(saved);
}

/**
 * Saving credentials per platform (docs/product/api.md#store-credentials), for an app of the
 * caller's project that is built for the platform; the credentials module checks and keeps them.
 */
export async function saveAppCredentials(
  scope: TScope,
  secrets: TSecretBox,
  ids: { appId: number; platform: TPlatform },
  form: TForm,
): Promise<TCredentialsSummary> {
  const app = await findSettableApp(scope, ids.appId);
  if (!app.platforms.includes(ids.platform))
    throw AppError.of(400, 'INVALID_REQUEST', {
      details: `this app is not built for ${ids.platform}`,
    });
  return saveCredentials(scope, secrets, app.id, ids.platform, form);
}
