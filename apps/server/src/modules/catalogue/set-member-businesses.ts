import type { TScope } from '../../lib/scope';
import { assertProjectBusinesses } from './assert-project-businesses';
import * as repo from './member-businesses.repository';

/**
 * Gives a business manager exactly these businesses (none: takes them all away), in the caller's
 * transaction when its scope is one. Every id must be one of the project's businesses: another
 * project's is refused like one that does not exist.
 */
export async function setMemberBusinesses(
  scope: TScope,
  userId: number,
  businessIds: number[],
): Promise<void> {
  await assertProjectBusinesses(scope, businessIds);
  await repo.replaceMemberBusinesses(scope, userId, [...new Set(businessIds)]);
}
