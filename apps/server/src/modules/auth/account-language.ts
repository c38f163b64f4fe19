import type { TLanguageChange } from '@oc/domain/account/account.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import * as repo from './account.repository';

/**
 * PUT /api/account/language: the language the member reads the console in, kept with them so that
 * the console opens in it wherever they sign in. Only their own. Recorded like their other account
 * changes (password, sessions), and only when it changes: choosing the same one again is no change.
 */
export async function changeLanguage(
  scope: TScope,
  actor: TAuditActor,
  me: { userId: number },
  input: TLanguageChange,
): Promise<void> {
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const member = await repo.findMemberLanguage(inTx, me.userId);
    if (!member) throw AppError.of(401, 'PLEASE_LOG_IN');
    if (member.language === input.language) return;
    await repo.setLanguage(inTx, me.userId, input.language);
    await recordAudit(inTx, actor, {
      area: 'account',
      action: 'language.changed',
      target: member.email,
      changes: { language: { before: member.language, after: input.language } },
    });
  });
}
