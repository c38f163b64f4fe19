import { productCodeForSlug } from '@oc/domain/products/products';
import { mayUse, seesAllBusinesses, type TArea, type TRole } from '@oc/domain/team/roles';

/** The part of the product a console page belongs to, as the API's routes do (team/roles.ts). */
type TPageArea = { area: TArea; wholeProject?: boolean };

/**
 * The area of the page at this address, or null for an address no page has (the not-found page
 * answers it). Each page's area is the one of the API routes it calls, so a member is never shown
 * a page whose every request would be refused.
 */
export function areaOfPage(pathname: string): TPageArea | null {
  const [first, second] = pathname.split('/').filter(Boolean);
  switch (first) {
    case 'my-products': {
      const code = second ? productCodeForSlug(second) : undefined;
      if (second && !code) return null;
      return { area: code?.startsWith('app_') ? 'apps' : 'branding' };
    }
    case 'businesses':
      // A new business changes the project's set of businesses: not a business manager's.
      return { area: 'businesses', ...(second === 'new' ? { wholeProject: true } : {}) };
    case 'orders':
      return { area: 'orders' };
    case 'webhooks':
      return { area: 'webhooks' };
    case 'team':
      return { area: 'team' };
    case 'activity':
      return { area: 'audit' };
    case 'account':
      return { area: 'account' };
    default:
      return null;
  }
}

/**
 * Whether a member of this role may open the page at this address (an unknown one: yes, to be told
 * it is not found).
 */
export function mayOpen(role: TRole, pathname: string): boolean {
  const page = areaOfPage(pathname);
  if (!page) return true;
  return mayUse(role, page.area) && (!page.wholeProject || seesAllBusinesses(role));
}

/** Where a member starts: the products for whoever may brand them, else their businesses. */
export function homeOf(role: TRole): string {
  if (mayUse(role, 'branding')) return '/my-products/ordering-website';
  if (mayUse(role, 'businesses')) return '/businesses';
  return '/account';
}
