import type { TSaveThemeRequest, TTheme } from '@oc/domain/themes/theme.schema';
import { getPath, setPath } from '@oc/domain/themes/theme-path';
import type { TDb } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { auditValue } from '../audit/audit-value';
import { recordAudit, type TAuditActor, type TAuditChanges } from '../audit/record-audit';
import { assertOwnFiles } from '../files/assert-own-files';
import { themeOf } from './theme-api-shape';
import { validateChanges } from './theme-changes';
import { checkReferences } from './theme-references';
import * as repo from './themes.repository';
import type { TThemeOwner } from './themes.types';

/**
 * docs/product/theme-values.md#saving: a save writes only the paths it changed, and is refused
 * (409) when any of those paths was written after the version the client loaded. Saves of other
 * paths made meanwhile (the other tab, another person) therefore survive, in any order. Websites
 * and apps save through here.
 */
export async function saveTheme(
  scope: TScope,
  owner: TThemeOwner,
  body: TSaveThemeRequest,
  audit: { actor: TAuditActor; area: 'branding' | 'apps'; target: string },
): Promise<TTheme> {
  const changes = validateChanges(body.changes, owner);
  await checkReferences(scope, changes);
  await assertOwnFiles(
    scope,
    changes.map((c) => ({ field: c.path, value: c.value })),
  );

  const saved = await scope.db.transaction(async (tx) => {
    const txScope = { ...scope, db: tx as unknown as TDb };
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
    const recorded: TAuditChanges = {};
    for (const change of changes) {
      recorded[change.path] = {
        before: auditValue(getPath(values, change.path)),
        after: auditValue(change.value),
      };
      values = setPath(values, change.path, change.value);
      pathVersions[change.path] = version;
    }
    const refusal = owner.refuseTree?.(
      values,
      changes.map((c) => c.path),
    );
    if (refusal) throw new AppError(400, [refusal]);
    await recordAudit(txScope, audit.actor, {
      area: audit.area,
      action: 'theme.saved',
      target: audit.target,
      changes: recorded,
    });
    return repo.updateTheme(txScope, theme.id, { values, version, pathVersions });
  });
  if (!saved) throw notFound();
  return themeOf(saved);
}
