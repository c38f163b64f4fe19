import type { TScope } from '../../lib/scope';
import { findBusinessById } from '../catalogue/find-business-by-id';
import { businessNotFound } from './menu-refusals';

/** The business whose menu is asked for: one of the project's, archived or not, else 404. */
export async function findMenuBusiness(scope: TScope, businessId: number) {
  const business = await findBusinessById(scope, businessId);
  if (!business) throw businessNotFound();
  return business;
}
