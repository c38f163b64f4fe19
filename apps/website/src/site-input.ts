import type { TOrder, TPublicOrder } from '@oc/domain/orders/order.schema';
import type { TTree } from '@oc/domain/themes/theme-path';
import type { TModeFlags } from '@oc/domain/themes/theme-tree';
import type { TRoute } from './routes';
import type { TSiteColumns } from './theme/theme-view';

// Everything one page of the website is drawn from. The server gathers it (modules/website) and
// calls renderPage; nothing here reads a database, a file or the clock.

export type TWebsiteBusiness = {
  slug: string;
  name: string;
  logo: string | null;
  /** The business's header image; the theme's dummy header when null. */
  header: string | null;
};

/** What the server loaded for the route, page by page. */
export type TPageData =
  | { page: 'home'; featured: TWebsiteBusiness[] }
  | {
      page: 'listing';
      businesses: TWebsiteBusiness[];
      total: number;
      pageNo: number;
      pageSize: number;
    }
  | {
      page: 'business';
      business: TWebsiteBusiness;
      /** Other businesses of the project to show as 'Nearby' (a few; none when absent). */
      nearby?: TWebsiteBusiness[];
    }
  | { page: 'product'; business: TWebsiteBusiness; productId: string }
  | {
      page: 'checkout';
      /** The cart's business when the server knows it; else the page script fills it in. */
      business?: TWebsiteBusiness;
    }
  | {
      page: 'confirmation';
      order: TPublicOrder;
      /** The customer's details: only for the browser that placed the order, else null. */
      customer: TOrder['customer'] | null;
    }
  | { page: 'orders'; orders: TOrder[] }
  | { page: 'account' }
  | { page: 'not_found'; title: string; detail: string };

export type TWebsiteInput = {
  /** Where the page is served, e.g. `http://demo.localhost:8080` (canonical links, smart banner). */
  origin: string;
  site: TSiteColumns & { kind: 'ordering' | 'franchise' };
  /** The theme values tree, as saved (or, in the preview, as being edited). */
  values: TTree;
  flags: TModeFlags;
  /** The franchise a franchise site shows (its name and header), else null. */
  franchise: { slug: string; name: string; header: string | null } | null;
  route: TRoute;
  data: TPageData;
  /** Hashed asset addresses: the stylesheet, the page script (null: the page works without it). */
  assets: { style: string; script: string | null };
  /**
   * In the console's preview: no third-party code runs, and the page listens for the editor's
   * unsaved values from `consoleOrigin`.
   */
  preview: { consoleOrigin: string } | null;
  /**
   * An embed page (`/embed/…`, docs/product/widgets.md): drawn for the ordering widget's frame on
   * another site, so its links stay under EMBED_PREFIX, its layout is compact and the owner's
   * third-party code is left out.
   */
  embed: boolean;
};
