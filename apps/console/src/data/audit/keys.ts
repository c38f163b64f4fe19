import type { TAuditQuery } from '@oc/domain/audit/audit.schema';

/** A page of the Activity log: the filters the address holds and the page; unset ones left out. */
export type TAuditListQuery = Pick<TAuditQuery, 'member' | 'area' | 'from' | 'to'> & {
  page: number;
};

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: TAuditListQuery) => [...auditKeys.all, 'list', query] as const,
};
