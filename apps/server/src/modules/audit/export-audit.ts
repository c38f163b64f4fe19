import { AUDIT_EXPORT_MAX, type TAuditQuery } from '@oc/domain/audit/audit.schema';
import { formatAuditCsv } from '@oc/domain/audit/audit-csv';
import type { TScope } from '../../lib/scope';
import { findAuditEvents } from './audit.repository';
import { auditFiltersOf } from './audit-filters';
import { auditEntryOf } from './audit-view';

/** GET /api/audit.csv: the entries the page's filters match as a CSV file, newest first. */
export async function exportAudit(
  scope: TScope,
  query: Omit<TAuditQuery, 'page'>,
): Promise<{ fileName: string; text: string }> {
  const rows = await findAuditEvents(scope, auditFiltersOf(query), {
    limit: AUDIT_EXPORT_MAX,
    offset: 0,
  });
  return { fileName: 'activity.csv', text: formatAuditCsv(rows.map(auditEntryOf)) };
}
