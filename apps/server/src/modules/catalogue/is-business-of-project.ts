import type { TScope } from '../../lib/scope';
import * as repo from './businesses.repository';

/** Whether the slug names one of the project's own businesses: the one check of it. */
export const isBusinessOfProject = (scope: TScope, slug: string) => repo.hasBusiness(scope, slug);
