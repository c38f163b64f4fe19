import type { TScope } from '../../lib/scope';
import { auditValue } from '../audit/audit-value';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import * as repo from './configs.repository';

/**
 * docs/product/validation.md#custom-sound: the project's custom notification sound, an uploaded
 * file's address or any http(s) one.
 */
export const saveCustomSoundUrl = (scope: TScope, url: string, actor: TAuditActor) =>
  scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    await repo.saveCustomSoundUrl(inTx, url);
    await recordAudit(inTx, actor, {
      area: 'branding',
      action: 'custom_sound.saved',
      target: 'Notification sound',
      changes: { custom_sound: { after: auditValue(url) } },
    });
  });
