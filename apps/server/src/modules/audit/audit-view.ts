import type { TAuditEntry } from '@oc/domain/audit/audit.schema';
import type { TAuditEventRow } from './audit.repository';

/** An entry as the API answers it. */
export function auditEntryOf(row: TAuditEventRow): TAuditEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    user_id: row.userId,
    actor: row.actor,
    ip: row.ip,
    area: row.area,
    action: row.action,
    target: row.target,
    changes: row.changes ?? null,
  };
}
