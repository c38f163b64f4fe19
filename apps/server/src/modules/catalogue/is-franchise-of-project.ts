import type { TScope } from '../../lib/scope';
import * as repo from './franchises.repository';

/** Whether the slug names one of the project's own franchises. */
export const isFranchiseOfProject = (scope: TScope, slug: string) => repo.hasFranchise(scope, slug);
