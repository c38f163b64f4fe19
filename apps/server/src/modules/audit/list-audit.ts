import { AUDIT_PAGE_SIZE, type TAuditPage, type TAuditQuery } from '@oc/domain/audit/audit.schema';
import type { TScope } from '../../lib/scope';
import { countAuditEvents, findAuditActors, findAuditEvents } from './audit.repository';
import { auditFiltersOf } from './audit-filters';
import { auditEntryOf } from './audit-view';

/** GET /api/audit: a page of the project's record of changes, newest first, with its filters. */
export async function listAudit(scope: TScope, query: TAuditQuery): Promise<TAuditPage> {
  const filters = auditFiltersOf(query);
  const [rows, total, actors] = await Promise.all([
    findAuditEvents(scope, filters, {
      limit: AUDIT_PAGE_SIZE,
      offset: (query.page - 1) * AUDIT_PAGE_SIZE,
    }),
    countAuditEvents(scope, filters),
    findAuditActors(scope),
  ]);
  return {
    items: rows.map(auditEntryOf),
    total,
    page: query.page,
    page_size: AUDIT_PAGE_SIZE,
    members: actors.map((a) => ({ user_id: a.userId, actor: a.actor })),
  };
}
