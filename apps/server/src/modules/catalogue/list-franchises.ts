import type { TFranchise } from '@oc/domain/catalogue/catalogue.schema';
import type { TScope } from '../../lib/scope';
import * as repo from './franchises.repository';

/** GET /api/franchises: the project's franchises, by name. */
export const listFranchises = (scope: TScope): Promise<TFranchise[]> => repo.listFranchises(scope);
