import { AREAS, type TArea } from '@oc/domain/team/roles';
import type { TAuditListQuery } from '../../data/audit/keys';
import { dayStartOf } from '../../lib/calendar-day';

// The Activity page's address: ?member= a member's user id, ?area= one of the areas, ?from= and
// ?to= days on the owner's calendar (from the first's midnight to the end of the second), ?page=
// from 2 on. Anything else reads as no filter.

/** The filters as the address holds them, '' for none. */
export type TAuditFilters = { member: string; area: string; from: string; to: string };

const isArea = (value: string): value is TArea => (AREAS as readonly string[]).includes(value);

export function auditFiltersOf(params: URLSearchParams): TAuditFilters {
  return {
    member: params.get('member') ?? '',
    area: params.get('area') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** What the API is asked for the address. */
export function auditQueryOf(params: URLSearchParams): TAuditListQuery {
  const filters = auditFiltersOf(params);
  const page = Number(params.get('page'));
  const query: TAuditListQuery = { page: Number.isInteger(page) && page > 1 ? page : 1 };
  const member = Number(filters.member);
  if (Number.isInteger(member) && member > 0) query.member = member;
  if (isArea(filters.area)) query.area = filters.area;
  const from = dayStartOf(filters.from);
  if (from) query.from = from;
  // Up to the end of the day chosen: the next day's first instant, which the API excludes.
  const to = dayStartOf(filters.to, 1);
  if (to) query.to = to;
  return query;
}
