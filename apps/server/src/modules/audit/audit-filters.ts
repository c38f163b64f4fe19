import type { TAuditQuery } from '@oc/domain/audit/audit.schema';
import type { TAuditFilters } from './audit.repository';

/** The page's query as the repository's filters. */
export function auditFiltersOf(query: Omit<TAuditQuery, 'page'>): TAuditFilters {
  return {
    userId: query.member,
    area: query.area,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}
