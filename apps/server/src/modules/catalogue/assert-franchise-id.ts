import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import * as repo from './franchises.repository';

/** A business joins one of its own project's franchises, or none. */
export async function assertFranchiseId(scope: TScope, franchiseId: number | null | undefined) {
  if (franchiseId == null) return;
  if (!(await repo.hasFranchiseId(scope, franchiseId)))
    throw AppError.of(400, 'BUSINESS_FRANCHISE_NOT_OF_PROJECT');
}
