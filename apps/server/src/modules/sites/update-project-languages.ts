import type { TProjectLanguagesRequest } from '@oc/domain/sites/site.schema';
import type { TSiteLanguage } from '@oc/domain/website/site-languages';
import type { TScope } from '../../lib/scope';
import { auditValue } from '../audit/audit-value';
import { changesBetween, recordAudit, type TAuditActor } from '../audit/record-audit';
import { findProjectLanguages, saveProjectLanguages } from '../auth/find-project-languages';

/**
 * PUT /api/project/languages: the languages every website of the project speaks unless it has its
 * own (docs/product/website.md#languages). Answers them as saved.
 */
export async function updateProjectLanguages(
  scope: TScope,
  body: TProjectLanguagesRequest,
  actor: TAuditActor,
): Promise<{ languages: TSiteLanguage[] }> {
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const was = await findProjectLanguages(inTx);
    await saveProjectLanguages(inTx, body.languages);
    await recordAudit(inTx, actor, {
      area: 'branding',
      action: 'project.languages_saved',
      target: body.languages.join(', '),
      changes: changesBetween(
        { languages: auditValue(was) },
        { languages: auditValue(body.languages) },
      ),
    });
  });
  return { languages: body.languages };
}
