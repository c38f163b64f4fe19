import { auditEvents } from '../../db/tables/audit';
import type { TScope } from '../../lib/scope';

// The audit module's statements: only these touch audit_events.

export type TAuditRow = Omit<typeof auditEvents.$inferInsert, 'id' | 'projectId' | 'createdAt'>;

/** One entry, in the scope's database or transaction (the change's own, so both or neither stay). */
export async function insertAuditEvent(scope: TScope, row: TAuditRow): Promise<void> {
  await scope.db.insert(auditEvents).values({ ...row, projectId: scope.projectId });
}
