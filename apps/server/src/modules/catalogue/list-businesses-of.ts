import type { TScope } from '../../lib/scope';
import * as repo from './businesses.repository';
import type { TBusinessSet } from './catalogue.types';

/**
 * A page of the businesses a website lists (docs/product/website.md#pages), by name: the published
 * ones that are not archived.
 */
export const listBusinessesOf = (
  scope: TScope,
  set: TBusinessSet,
  page: { limit: number; offset: number },
) => repo.listBusinessesOf(scope, set, page);
