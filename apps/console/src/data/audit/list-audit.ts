import type { TAuditPage } from '@oc/domain/audit/audit.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { auditKeys, type TAuditListQuery } from './keys';

/** The filters as GET /api/audit and its CSV read them; the ones not set are left out. */
export function auditFilterParams(query: Omit<TAuditListQuery, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['member', 'area', 'from', 'to'] as const) {
    const value = query[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

/** A page of the record of changes (docs/product/audit.md), newest first. */
export const auditListQuery = (query: TAuditListQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => {
      const params = auditFilterParams(query);
      params.set('page', String(query.page));
      return api<TAuditPage>(`/audit?${params}`, { signal });
    },
  });

/** The page asked for, the previous one kept on screen while the next filter or page loads. */
export function useAuditList(query: TAuditListQuery) {
  return useQuery({ ...auditListQuery(query), placeholderData: keepPreviousData });
}
