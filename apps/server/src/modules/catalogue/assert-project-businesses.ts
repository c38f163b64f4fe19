import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import * as repo from './member-businesses.repository';

/** Refuses (400) unless every id is one of the project's businesses. */
export async function assertProjectBusinesses(scope: TScope, businessIds: number[]) {
  const wanted = [...new Set(businessIds)];
  const found = await repo.findProjectBusinessIds(scope, wanted);
  if (found.length !== wanted.length) throw AppError.of(400, 'TEAM_BUSINESS_NOT_IN_PROJECT');
}
