import type { TTree } from '@oc/domain/themes/theme-path';
import type { TWebsiteInput } from '@oc/website/render';
import type { TRoute } from '@oc/website/routes';
import type { TScope } from '../../lib/scope';
import type { TBusinessSet } from '../catalogue/catalogue.types';

/** What a page shows, loaded for its route (get-page-data.ts). */
export type TPageData = TWebsiteInput['data'];

/** A page's data, or where the page is now: a business's old address leads on to its new one. */
export type TPageResult = TPageData | { moved: TRoute };

/** A business as a card of the website shows it. */
export type TWebsiteBusiness = Extract<TPageData, { page: 'listing' }>['businesses'][number];

/** A business as its own page shows it. */
export type TWebsiteBusinessDetails = Extract<TPageData, { page: 'business' }>['business'];

/** Everything about the site a host names that its pages are drawn from. */
export type TSiteContext = {
  scope: TScope;
  /** The website's id; null for an app theme's preview address (which takes no orders). */
  siteId: number | null;
  site: TWebsiteInput['site'];
  values: TTree;
  flags: TWebsiteInput['flags'];
  franchise: TWebsiteInput['franchise'];
  /** The languages it speaks, the default first (its own, else the project's). */
  languages: TWebsiteInput['languages'];
  /** The businesses it lists; null for none (a franchise website with no franchise chosen). */
  businesses: TBusinessSet | null;
  /**
   * A business the owner previews from the console by a signed link (business-preview-links.ts):
   * its pages are drawn though it is not published. Only ever set in the preview.
   */
  previewBusinessId?: number | null;
};
