import type { TTree } from '@oc/domain/themes/theme-path';
import type { TWebsiteInput } from '@oc/website/render';
import type { TScope } from '../../lib/scope';
import type { TBusinessSet } from '../catalogue/catalogue.types';

/** What a page shows, loaded for its route (get-page-data.ts). */
export type TPageData = TWebsiteInput['data'];

/** A business as the website's pages list it. */
export type TWebsiteBusiness = { slug: string; name: string; logo: string | null; header: null };

/** Everything about the site a host names that its pages are drawn from. */
export type TSiteContext = {
  scope: TScope;
  /** The website's id; null for an app theme's preview address (which takes no orders). */
  siteId: number | null;
  site: TWebsiteInput['site'];
  values: TTree;
  flags: TWebsiteInput['flags'];
  franchise: TWebsiteInput['franchise'];
  /** The businesses it lists; null for none (a franchise website with no franchise chosen). */
  businesses: TBusinessSet | null;
};
