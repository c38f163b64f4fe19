import type { TScope } from '../../lib/scope';
import { findSlugsOfBusinesses } from './business-slugs.repository';

/**
 * The slugs, now and old, of the businesses the scope is kept to (a business manager's), which
 * their orders carry; null when the scope sees every business of the project.
 */
export async function findScopeBusinessSlugs(scope: TScope): Promise<string[] | null> {
  if (!scope.businessIds) return null;
  return findSlugsOfBusinesses(scope, [...scope.businessIds]);
}
