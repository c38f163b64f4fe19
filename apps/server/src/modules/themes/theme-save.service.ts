import { formatMessage } from '@oc/domain/messages/messages';
import { BASIC_THEME_FIELDS, HTML_PATHS } from '@oc/domain/themes/basic-fields';
import type { TSaveThemeRequest, TTheme } from '@oc/domain/themes/theme.schema';
import { advancedLeavesFor, type TThemeOwnerKind } from '@oc/domain/themes/theme-mode';
import { setPath } from '@oc/domain/themes/theme-path';
import { leafSchema, THEME_SECTIONS } from '@oc/domain/themes/theme-tree';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { businesses, franchises } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { TScope } from '../../lib/scope';
import { assertOwnFiles } from '../uploads/file-ownership';
import { themeOf } from './theme-of';
import * as repo from './themes.repository';

const BUSINESS_SLUG = 'my_products.components.website_theme.components.business_slug';
const FRANCHISE_SLUG = 'my_products.components.website_theme.components.franchise_slug';
export const CANNOT_BE_CHANGED = 'it cannot be changed for this product';

/** Whose theme a save writes, and what that owner may change in it. */
export type TThemeOwner = {
  /** The theme row: the website's or the app's. */
  theme: repo.TThemeKey;
  /** Site kind or product code: gives the Advanced mode flags and whether there is an Advanced tab. */
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
      notValid(path, parsed.error.issues[0]?.message ?? 'invalid');
      continue;
    }
    const isHtml = (HTML_PATHS as readonly string[]).includes(path);
    valid.push({ path, value: isHtml ? sanitizeRichText(parsed.data as string) : parsed.data });
  }
  if (errors.length) throw new AppError(400, errors);
  return valid;
}

/** A business or franchise slug must name one of the caller's own rows. */
async function checkReferences({ db, projectId }: TScope, changes: TChange[]) {
  const errors: string[] = [];
  for (const { path, value } of changes) {
    if (typeof value !== 'string') continue;
    if (path === BUSINESS_SLUG) {
      const found = await db
        .select({ id: businesses.id })
        .from(businesses)
        .where(and(eq(businesses.projectId, projectId), eq(businesses.slug, value)))
        .limit(1);
      if (!found.length) errors.push(formatMessage('UNKNOWN_BUSINESS', { slug: value }));
    }
    if (path === FRANCHISE_SLUG) {
      const found = await db
        .select({ id: franchises.id })
        .from(franchises)
        .where(and(eq(franchises.projectId, projectId), inArray(franchises.slug, [value])))
        .limit(1);
      if (!found.length) errors.push(formatMessage('UNKNOWN_FRANCHISE', { slug: value }));
    }
  }
  if (errors.length) throw new AppError(400, errors);
}

/**
 * decisions.md 5: a save writes only the paths it changed, and is refused (409) when any of those
 * paths was written after the version the client loaded. Saves of other paths made meanwhile (the
 * other tab, another person) therefore survive, in any order. Websites and apps save through here.
 */
export async function saveTheme(
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
