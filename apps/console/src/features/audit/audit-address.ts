import { AREAS, type TArea } from '@oc/domain/team/roles';
import type { TAuditListQuery } from '../../data/audit/keys';

// The Activity page's address: ?member= a member's user id, ?area= one of the areas, ?from= and
// ?to= days on the owner's calendar (from the first's midnight to the end of the second), ?page=
// from 2 on. Anything else reads as no filter.

/** The filters as the address holds them, '' for none. */
export type TAuditFilters = { member: string; area: string; from: string; to: string };

const DATE = /^(\d{4})-(\d\d)-(\d\d)$/;

/** The owner's calendar day `date` ('2026-11-27') starts at this instant, `days` later. */
function dayStartOf(date: string, days = 0): string | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  // A day not on the calendar (2026-13-45) would roll over into another: it is no filter.
  const day = new Date(year, month, dayOfMonth);
  if (day.getFullYear() !== year || day.getMonth() !== month || day.getDate() !== dayOfMonth)
    return undefined;
  return new Date(year, month, dayOfMonth + days).toISOString();
}

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
