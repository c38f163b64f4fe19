import type { TScope } from '../../lib/scope';
import * as repo from './franchises.repository';

/** One of the project's franchises by slug, or null. */
export const findFranchise = (scope: TScope, slug: string) => repo.findFranchise(scope, slug);
