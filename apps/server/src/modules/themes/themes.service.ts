import { formatMessage } from '@oc/domain/messages/messages';
import {
  BASIC_FIELDS,
  BASIC_THEME_FIELDS,
  FRANCHISE_SLUG_PATH,
  HTML_PATHS,
} from '@oc/domain/themes/basic-fields';
import type { TSaveThemeRequest, TTheme } from '@oc/domain/themes/theme.schema';
import { advancedLeavesFor, type TThemeOwnerKind } from '@oc/domain/themes/theme-mode';
import { setPath } from '@oc/domain/themes/theme-path';
import { leafSchema, THEME_SECTIONS } from '@oc/domain/themes/theme-tree';
import type { TUploadedImage } from '@oc/domain/uploads/image-upload.schema';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { TForm } from '../../lib/multipart';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { findAppProduct } from '../apps/apps.service';
import { isBusinessOfProject, isFranchiseOfProject } from '../catalogue/catalogue.service';
import { advancedImageTargets, assertOwnFiles, storeUploadedImage } from '../files/files.service';
import { findSite } from '../sites/sites.service';
import { defaultAppTheme, isThemedAppCode, type TThemedAppCode } from './app-theme-defaults';
import * as repo from './themes.repository';

const BUSINESS_SLUG = BASIC_FIELDS.business_slug.theme;
// The one theme path of the Basic tab that BASIC_FIELDS does not name (the platform sets it).
const WEBSITE_THEME = '.website_theme.';
const CANNOT_BE_CHANGED = 'it cannot be changed for this product';

/** The API shape of a theme row, a website's or an app's. */
function themeOf(theme: repo.TThemeRow): TTheme {
  return {
    id: theme.id,
    site_id: theme.siteId,
    app_id: theme.appId,
    theme_id: theme.themeId,
    structure: theme.structure,
    values: theme.values,
    version: theme.version,
    updated_at: theme.updatedAt.toISOString(),
  };
}

/** Whose theme a save writes, and what that owner may change in it. */
type TThemeOwner = {
  /** The theme row: the website's or the app's. */
  theme: repo.TThemeKey;
  /**
   * Site kind or product code: gives the Advanced mode flags and whether there is an Advanced tab.
   */
  mode: TThemeOwnerKind;
  /** Websites keep their Basic tab in the theme; an app's Basic tab lives elsewhere. */
  acceptsBasic: boolean;
  /** Why a setting of the tree that this owner may not change is refused. */
  lockedReason: string;
  /** A rule of this owner beyond the tree, for a path it accepts: a reason refuses the path. */
  refuse?: (path: string) => string | undefined;
};

type TChange = { path: string; value: unknown };

const ALL_ADVANCED_PATHS = new Set(THEME_SECTIONS.flatMap((s) => s.leaves.map((l) => l.path)));
// Own keys only: a path such as 'constructor' must not reach Object.prototype.
const isBasicPath = (path: string) => Object.hasOwn(BASIC_THEME_FIELDS, path);

/** The schema a path's value must satisfy for this owner; undefined when it may not change it. */
function schemaFor(path: string, owner: TThemeOwner): z.ZodType | undefined {
  if (owner.acceptsBasic && isBasicPath(path)) return BASIC_THEME_FIELDS[path];
  const leaf = advancedLeavesFor(owner.mode).get(path);
  return leaf ? leafSchema(leaf) : undefined;
}

/**
 * A rule's sentence read inside "The setting … is not valid: …": its first letter lower-cased
 * ("the colour must look like #2C7BE5"), unless it starts an acronym such as URL.
 */
const embedded = (message: string) => message.replace(/^[A-Z](?![A-Z])/, (c) => c.toLowerCase());

/** Checks every change against its path's schema; all problems are reported together. */
function validateChanges(changes: TChange[], owner: TThemeOwner): TChange[] {
  const errors: string[] = [];
  const valid: TChange[] = [];
  const notValid = (path: string, reason: string) =>
    errors.push(formatMessage('THE_SETTING_IS_NOT_VALID', { path, reason }));
  for (const { path, value } of changes) {
    const schema = schemaFor(path, owner);
    if (!schema) {
      if (ALL_ADVANCED_PATHS.has(path) || isBasicPath(path)) notValid(path, owner.lockedReason);
      else errors.push(formatMessage('THIS_SETTING_DOES_NOT_EXIST', { path }));
      continue;
    }
    const refusal = owner.refuse?.(path);
    if (refusal) {
      notValid(path, refusal);
      continue;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      notValid(path, embedded(parsed.error.issues[0]?.message ?? 'invalid'));
      continue;
    }
    const isHtml = (HTML_PATHS as readonly string[]).includes(path);
    valid.push({ path, value: isHtml ? sanitizeRichText(parsed.data as string) : parsed.data });
  }
  if (errors.length) throw new AppError(400, errors);
  return valid;
}

/** A business or franchise slug must name one of the caller's own rows. */
async function checkReferences(scope: TScope, changes: TChange[]) {
  const errors: string[] = [];
  for (const { path, value } of changes) {
    if (typeof value !== 'string') continue;
    if (path === BUSINESS_SLUG && !(await isBusinessOfProject(scope, value)))
      errors.push(formatMessage('UNKNOWN_BUSINESS', { slug: value }));
    if (path === FRANCHISE_SLUG_PATH && !(await isFranchiseOfProject(scope, value)))
      errors.push(formatMessage('UNKNOWN_FRANCHISE', { slug: value }));
  }
  if (errors.length) throw new AppError(400, errors);
}

/**
 * docs/product/theme-values.md#saving: a save writes only the paths it changed, and is refused
 * (409) when any of those paths was written after the version the client loaded. Saves of other
 * paths made meanwhile (the other tab, another person) therefore survive, in any order. Websites
 * and apps save through here.
 */
async function saveTheme(
  scope: TScope,
  owner: TThemeOwner,
  body: TSaveThemeRequest,
): Promise<TTheme> {
  const changes = validateChanges(body.changes, owner);
  await checkReferences(scope, changes);
  await assertOwnFiles(
    scope,
    changes.map((c) => ({ field: c.path, value: c.value })),
  );

  const saved = await scope.db.transaction(async (tx) => {
    const txScope = { db: tx as unknown as TDb, projectId: scope.projectId };
    const theme = await repo.lockTheme(txScope, owner.theme);
    if (!theme) throw notFound();
    const stale = changes.filter(
      (c) => (theme.pathVersions[c.path] ?? 0) > body.version || body.version > theme.version,
    );
    if (stale.length) {
      const paths = stale.map((c) => c.path.split('.').slice(-1)[0]).join(', ');
      throw AppError.of(409, 'STALE_THEME', { paths });
    }
    const version = theme.version + 1;
    let values = theme.values;
    const pathVersions = { ...theme.pathVersions };
    for (const change of changes) {
      values = setPath(values, change.path, change.value);
      pathVersions[change.path] = version;
    }
    return repo.updateTheme(txScope, theme.id, { values, version, pathVersions });
  });
  if (!saved) throw notFound();
  return themeOf(saved);
}

type TSite = Awaited<ReturnType<typeof findSite>>;

/**
 * A website's theme: its Basic fields plus the Advanced leaves of its mode (none for the
 * dashboard).
 */
function siteThemeOwner(site: Pick<TSite, 'id' | 'kind'>): TThemeOwner {
  return {
    theme: { siteId: site.id },
    mode: site.kind,
    acceptsBasic: true,
    lockedReason:
      site.kind === 'dashboard' ? 'the dashboard has no advanced settings' : CANNOT_BE_CHANGED,
    refuse: (path) =>
      site.kind === 'franchise' && path.includes(WEBSITE_THEME) && path !== FRANCHISE_SLUG_PATH
        ? 'franchise websites have no website theme'
        : undefined,
  };
}

/** GET /api/sites/:id/theme. */
export async function getSiteTheme(scope: TScope, siteId: number): Promise<TTheme> {
  const theme = await repo.findTheme(scope, { siteId });
  if (!theme) throw notFound();
  return themeOf(theme);
}

/** PATCH /api/sites/:id/theme (docs/product/theme-values.md#saving,
 * docs/decisions/004-website-images-and-theme-saves.md). */
export async function saveSiteTheme(
  scope: TScope,
  siteId: number,
  body: TSaveThemeRequest,
): Promise<TTheme> {
  return saveTheme(scope, siteThemeOwner(await findSite(scope, siteId)), body);
}

type TThemedApp = { id: number; code: TThemedAppCode };

/** The caller's app, if it has an Advanced tab (the kiosk and franchises apps); 404 otherwise. */
async function findThemedApp(scope: TScope, appId: number): Promise<TThemedApp> {
  const app = await findAppProduct(scope, appId);
  if (!isThemedAppCode(app.code)) throw notFound();
  return { id: app.id, code: app.code };
}

/** An app's theme takes only the Advanced leaves of the app's mode: its Basic tab is not in it. */
function appThemeOwner(app: TThemedApp): TThemeOwner {
  return {
    theme: { appId: app.id },
    mode: app.code,
    acceptsBasic: false,
    lockedReason: CANNOT_BE_CHANGED,
  };
}

async function appThemeRowOf(scope: TScope, app: TThemedApp) {
  const row = await repo.ensureAppTheme(scope, app.id, defaultAppTheme(app.code));
  if (!row) throw notFound();
  return row;
}

/** GET /api/apps/:id/theme: created on the first read where the database predates app themes. */
export async function getAppTheme(scope: TScope, appId: number): Promise<TTheme> {
  return themeOf(await appThemeRowOf(scope, await findThemedApp(scope, appId)));
}

/** PATCH /api/apps/:id/theme: the same merge and stale check as a website's theme. */
export async function saveAppTheme(
  scope: TScope,
  appId: number,
  body: TSaveThemeRequest,
): Promise<TTheme> {
  const app = await findThemedApp(scope, appId);
  await appThemeRowOf(scope, app);
  return saveTheme(scope, appThemeOwner(app), body);
}

/** POST /api/apps/:id/images: an image for one of the Advanced image settings of the app's mode. */
export async function uploadAppImage(
  scope: TScope,
  storage: FileStorage,
  appId: number,
  form: TForm,
): Promise<TUploadedImage> {
  const app = await findThemedApp(scope, appId);
  return storeUploadedImage(scope, storage, form, advancedImageTargets(app.code));
}
