import { downloadFile } from '../../lib/download-file';
import type { TAuditListQuery } from './keys';
import { auditFilterParams } from './list-audit';

/** GET /api/audit.csv with the page's filters, saved by the browser under the server's name. */
export function downloadAuditCsv(query: Omit<TAuditListQuery, 'page'>, fallbackName: string) {
  const params = auditFilterParams(query);
  return downloadFile(`/audit.csv${params.size > 0 ? `?${params}` : ''}`, fallbackName);
}
