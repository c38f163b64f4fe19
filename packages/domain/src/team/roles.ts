// Who may do what in a project (docs/product/team.md): three roles, and the parts of the product
// (areas) each may use. The server checks every route against this (a route belongs to one area);
// the console shows a member only the areas their role opens.

export const ROLES = ['owner', 'admin', 'business_manager'] as const;
export type TRole = (typeof ROLES)[number];

/**
 * The parts of the product, as the API's routes fall into them:
 * - `branding`: the websites' settings, themes, images and rich text, the products list, files;
 * - `apps`: the apps' settings (general info, colours, constants, images);
 * - `credentials`: the store keys of the apps;
 * - `builds`: building, downloading and sending the apps;
 * - `domains`: custom domains and certificates;
 * - `widgets`: the ordering widgets' options;
 * - `webhooks`: the project's webhook endpoints and deliveries;
 * - `businesses`: businesses, their hours, fees, menus, product images and previews;
 * - `orders`: the orders inbox and order statuses;
 * - `team`: members, invitations, roles and ownership;
 * - `audit`: the record of who changed what;
 * - `account`: the member's own name, password and sessions.
 */
export const AREAS = [
  'branding',
  'apps',
  'credentials',
  'builds',
  'domains',
  'widgets',
  'webhooks',
  'businesses',
  'orders',
  'team',
  'audit',
  'account',
] as const;
export type TArea = (typeof AREAS)[number];

/** The areas a business manager may use; and within businesses and orders, only their businesses. */
const BUSINESS_MANAGER_AREAS: ReadonlySet<TArea> = new Set(['businesses', 'orders', 'account']);

/**
 * Whether a role may use an area at all. An admin may use the team area too, but not change an
 * owner nor hand over ownership (team rules, enforced where the team is changed).
 */
export function mayUse(role: TRole, area: TArea): boolean {
  if (role === 'business_manager') return BUSINESS_MANAGER_AREAS.has(area);
  return true;
}

/** Whether a role sees every business of the project (a business manager sees only theirs). */
export const seesAllBusinesses = (role: TRole) => role !== 'business_manager';
