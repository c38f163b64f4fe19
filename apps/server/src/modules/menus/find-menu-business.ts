import type { TScope } from '../../lib/scope';
import { getBusiness } from '../catalogue/get-business';

/** The business whose menu is asked for: one of the project's, archived or not, else 404. */
export const findMenuBusiness = (scope: TScope, businessId: number) =>
  getBusiness(scope, businessId);
