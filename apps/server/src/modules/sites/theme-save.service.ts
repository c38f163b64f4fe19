import type { TTheme } from '@oc/domain/api.schema';
import {
  BASIC_THEME_FIELDS,
  HTML_PATHS,
  type TSaveThemeRequest,
} from '@oc/domain/basic-theme.schema';
import { formatMessage } from '@oc/domain/messages';
import { setPath } from '@oc/domain/theme-path';
import { editableLeaves, leafSchema, THEME_SECTIONS } from '@oc/domain/theme-tree';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { businesses, franchises } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { TScope } from '../../lib/scope';
import * as repo from './sites.repository';
import { themeOf } from './sites.service';

const WEBSITE_THEME = '.website_theme.';
const BUSINESS_SLUG = 'my_products.components.website_theme.components.business_slug';
const FRANCHISE_SLUG = 'my_products.components.website_theme.components.franchise_slug';

type TChange = { path: string; value: unknown };

const ALL_ADVANCED_PATHS = new Set(THEME_SECTIONS.flatMap((s) => s.leaves.map((l) => l.path)));

/** The schema a path's value must satisfy on this site: Basic fields, or Advanced leaves its mode may edit. */
function schemaFor(path: string, siteKind: string) {
  // Own keys only: a path such as 'constructor' must not reach Object.prototype.
  if (Object.hasOwn(BASIC_THEME_FIELDS, path)) return BASIC_THEME_FIELDS[path];
  const leaf = editableLeaves({
    isApp: false,
    isKiosk: false,
    isFranchise: siteKind === 'franchise',
  }).get(path);
  return leaf ? leafSchema(leaf) : undefined;
}

/** Checks every change against its path's schema; all problems are reported together. */
function validateChanges(changes: TChange[], siteKind: string): TChange[] {
  const errors: string[] = [];
  const valid: TChange[] = [];
  for (const { path, value } of changes) {
    if (
      siteKind === 'dashboard' &&
      ALL_ADVANCED_PATHS.has(path) &&
      !Object.hasOwn(BASIC_THEME_FIELDS, path)
    ) {
      errors.push(
        formatMessage('THE_SETTING_IS_NOT_VALID', {
          path,
          reason: 'the dashboard has no advanced settings',
        }),
      );
      continue;
    }
    const schema = schemaFor(path, siteKind);
    if (!schema) {
      errors.push(
        ALL_ADVANCED_PATHS.has(path)
          ? formatMessage('THE_SETTING_IS_NOT_VALID', {
              path,
              reason: 'it cannot be changed for this product',
            })
          : formatMessage('THIS_SETTING_DOES_NOT_EXIST', { path }),
      );
      continue;
    }
    if (siteKind === 'franchise' && path.includes(WEBSITE_THEME) && path !== FRANCHISE_SLUG) {
      errors.push(
        formatMessage('THE_SETTING_IS_NOT_VALID', {
          path,
          reason: 'franchise websites have no website theme',
        }),
      );
      continue;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      errors.push(
        formatMessage('THE_SETTING_IS_NOT_VALID', {
          path,
          reason: parsed.error.issues[0]?.message ?? 'invalid',
        }),
      );
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
 * other tab, another person) therefore survive, in any order.
 */
export async function saveTheme(
  scope: TScope,
  siteId: number,
  body: TSaveThemeRequest,
): Promise<TTheme> {
  const site = await repo.findSite(scope, siteId);
  if (!site) throw notFound();
  const changes = validateChanges(body.changes, site.kind);
  await checkReferences(scope, changes);

  const saved = await scope.db.transaction(async (tx) => {
    const txScope = { db: tx as unknown as TDb, projectId: scope.projectId };
    const theme = await repo.lockTheme(txScope, siteId);
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
