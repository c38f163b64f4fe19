import type { TMenu, TMenuProduct } from '@oc/domain/catalogue/menu.schema';
import type { TWeeklyHours } from '@oc/domain/catalogue/opening-hours.schema';
import type { TOrder, TPublicOrder } from '@oc/domain/orders/order.schema';
import type { TOrderType } from '@oc/domain/orders/order-types';
import type { TTree } from '@oc/domain/themes/theme-path';
import type { TModeFlags } from '@oc/domain/themes/theme-tree';
import type { TSiteLanguage } from '@oc/domain/website/site-languages';
import type { TRoute } from './routes';
import type { TSiteColumns } from './theme/theme-view';

// Everything one page of the website is drawn from. The server gathers it (modules/website) and
// calls renderPage; nothing here reads a database, a file or the clock (`now` says
// what time it is).

/**
 * A business as a card of the listing shows it, from what its owner stored
 * (docs/product/website.md#where-each-fact-comes-from).
 */
export type TWebsiteBusiness = {
  slug: string;
  name: string;
  logo: string | null;
  /** The business's header image; the theme's dummy header when null. */
  header: string | null;
  /** The owner's cuisine tags, in their order. */
  cuisines: string[];
  /** The order types it takes. */
  orderTypes: TOrderType[];
  /** Cents, charged on delivery orders. */
  deliveryFee: number;
  /** Cents: an order's items must come to at least this (0: no minimum). */
  minimumOrder: number;
  /** How long a delivery and a pickup take, in minutes; null when the owner has not said. */
  deliveryMinutes: number | null;
  pickupMinutes: number | null;
  /** Its hours and closed dates, read on its own clock (an IANA time zone). */
  timeZone: string;
  hours: TWeeklyHours;
  closedDates: string[];
};

/** A business as its own page shows it: its card, and what it tells about itself. */
export type TWebsiteBusinessDetails = TWebsiteBusiness & {
  description: string;
  /** Postal address, as the customer reads it; '' when not given. */
  address: string;
  phone: string;
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
      business: TWebsiteBusinessDetails;
      /** Its stored menu: categories in the owner's order, each with its products. */
      menu: TMenu;
      /** Other businesses of the website to suggest (a few; none when absent). */
      nearby?: TWebsiteBusiness[];
    }
  | { page: 'product'; business: TWebsiteBusinessDetails; product: TMenuProduct }
  | { page: 'checkout' }
  | {
      page: 'confirmation';
      order: TPublicOrder;
      /** The customer's details: only for the browser that placed the order, else null. */
      customer: TOrder['customer'] | null;
      /** The cart's comments: for the browser that placed the order too, else null. */
      comments: string | null;
      /** The business's time zone: the order's time is written on its clock. */
      timeZone: string;
    }
  | {
      page: 'orders';
      orders: TOrder[];
      /** Each order's business's time zone, by the business slug the order keeps; UTC if absent. */
      timeZones: Record<string, string>;
    }
  | { page: 'account' }
  | { page: 'not_found'; missing: TMissing };

/**
 * What a page that is not there was looking for: the page says so in its own language's words
 * (`not_found.<what>.title`), with the name or address the visitor asked for.
 */
export type TMissing =
  | { what: 'page' }
  | { what: 'business'; slug: string }
  | { what: 'product'; business: string; product: string }
  | { what: 'order' };

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
  /**
   * The language the page is drawn in, and the site's languages in the owner's order, the first
   * its default (docs/product/website.md#languages).
   */
  language: TSiteLanguage;
  languages: readonly TSiteLanguage[];
  /**
   * The instant the page is drawn for (the server's clock when it answers): whether each business
   * is open now, and until when, are worked out for it.
   */
  now: Date;
  /**
   * The stylesheet, written into the head so the first paint waits for no other request, and the
   * page script's hashed address (null: the page works without it).
   */
  assets: { css: string; script: string | null };
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
