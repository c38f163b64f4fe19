import type { TScope } from '../../lib/scope';
import * as repo from './business-by-id.repository';

/**
 * One of the project's businesses by id, archived or not, or null: another project's business is
 * null like a missing one.
 */
export const findBusinessById = (scope: TScope, businessId: number) =>
  repo.findBusinessById(scope, businessId);
