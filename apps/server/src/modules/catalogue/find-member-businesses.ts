import type { TScope } from '../../lib/scope';
import * as repo from './member-businesses.repository';

/** The businesses each of these members is given, by member id (none: an empty list). */
export async function findMemberBusinesses(
  scope: TScope,
  userIds: number[],
): Promise<Map<number, number[]>> {
  const byMember = new Map<number, number[]>(userIds.map((id) => [id, []]));
  for (const row of await repo.findMemberBusinessRows(scope, [...new Set(userIds)])) {
    byMember.get(row.userId)?.push(row.businessId);
  }
  return byMember;
}
