import { randomBytes } from 'node:crypto';
import { findDemoProduct } from '@oc/domain/catalogue/demo-menu';
import {
  ORDER_STATUSES,
  publicOrderOf,
  type TOrder,
  type TOrderStatus,
  type TPlaceOrderRequest,
} from '@oc/domain/orders/order.schema';
import { ORDER_TYPE_DEFAULTS, offeredOrderTypes } from '@oc/domain/orders/order-types';
import { BASIC_FIELDS, FRANCHISE_SLUG_PATH, HTML_PATHS } from '@oc/domain/themes/basic-fields';
import { modeFlagsFor } from '@oc/domain/themes/theme-mode';
import { getPath, setPath, type TTree } from '@oc/domain/themes/theme-path';
import { editableLeaves } from '@oc/domain/themes/theme-tree';
import type { TWebsiteInput } from '@oc/website/render';
import type { TRoute } from '@oc/website/routes';
import type { TDb } from '../../db/client';
import { SITE_HOST_SUFFIXES } from '../../env';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { TScope } from '../../lib/scope';
import { listProducts } from '../apps/apps.service';
import {
  findBusinessOf,
  findFranchise,
  findProjectIdBySubdomain,
  listBusinessesOf,
  type TBusinessSet,
} from '../catalogue/catalogue.service';
import { findSiteOfKind } from '../sites/sites.service';
import { getAppTheme, getSiteTheme } from '../themes/themes.service';
import { refreshAllCustomDomains } from './custom-domains';
import { holdOrderLimits, type TOrderLimits } from './order-limits';
import * as repo from './website.repository';

// The website of a host and the data of its pages (docs/product/website.md). A site is found by
// its host alone, and everything it shows is read within that site's project.

type TPageData = TWebsiteInput['data'];
type TWebsiteBusiness = { slug: string; name: string; logo: string | null; header: null };

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

/** The listing's page size; the home page features the first few. */
export const LISTING_PAGE_SIZE = 24;
const FEATURED = 8;
const NEARBY = 4;

/**
 * A site or app without a theme has no website (a 404 page); any other failure, such as the
 * database being away, is not hidden behind that page.
 */
function nullIfNotFound(error: unknown): null {
  if (error instanceof AppError && error.statusCode === 404) return null;
  throw error;
}

/** `siteId`, when given, must be the site found: a custom domain names one site, not a kind. */
async function websiteOf(scope: TScope, kind: 'ordering' | 'franchise', siteId?: number) {
  const site = await findSiteOfKind(scope, kind);
  if (!site || (siteId !== undefined && site.id !== siteId)) return null;
  const theme = await getSiteTheme(scope, site.id).catch(nullIfNotFound);
  if (!theme) return null;
  const values = theme.values as TTree;
  const franchiseSlug = kind === 'franchise' ? getPath(values, FRANCHISE_SLUG_PATH) : null;
  const franchise =
    typeof franchiseSlug === 'string' ? await findFranchise(scope, franchiseSlug) : null;
  const businesses: TBusinessSet | null =
    kind === 'ordering' ? { all: true } : franchise ? { franchiseId: franchise.id } : null;
  return {
    scope,
    siteId: site.id,
    site: {
      kind,
      name: site.name,
      description: site.description,
      logo: site.logo,
      image: site.image,
    },
    values,
    flags: modeFlagsFor(kind),
    franchise: franchise && {
      slug: franchise.slug,
      name: franchise.name,
      header: franchise.header,
    },
    businesses,
  } satisfies TSiteContext;
}

/** The preview address of an app's theme: the app's name and description, no logo. */
async function appPreviewOf(scope: TScope, code: 'app_kiosk_x' | 'app_franchises_x') {
  const app = (await listProducts(scope)).find((p) => p.code === code);
  if (!app) return null;
  const theme = await getAppTheme(scope, app.id).catch(nullIfNotFound);
  if (!theme) return null;
  return {
    scope,
    siteId: null,
    site: {
      kind: code === 'app_franchises_x' ? 'franchise' : 'ordering',
      name: app.name,
      description: app.description,
      logo: null,
      image: null,
    },
    values: theme.values as TTree,
    flags: modeFlagsFor(code),
    franchise: null,
    businesses: { all: true },
  } satisfies TSiteContext;
}

/**
 * The site a host's first label names (docs/product/website.md#addresses): a project's subdomain
 * is its ordering website (an exact match wins), `{sub}-franchise` its franchise website,
 * `{sub}-kiosk-app` and `{sub}-franchises-app` its apps' themes. Null when none.
 */
export async function findSiteByLabel(db: TDb, label: string): Promise<TSiteContext | null> {
  const exact = await findProjectIdBySubdomain(db, label);
  if (exact !== null) return websiteOf({ db, projectId: exact }, 'ordering');
  for (const [kind, suffix] of Object.entries(SITE_HOST_SUFFIXES)) {
    if (!label.endsWith(suffix) || label.length === suffix.length) continue;
    const projectId = await findProjectIdBySubdomain(db, label.slice(0, -suffix.length));
    if (projectId === null) continue;
    const scope = { db, projectId };
    return kind === 'franchise'
      ? websiteOf(scope, 'franchise')
      : appPreviewOf(scope, kind as 'app_kiosk_x' | 'app_franchises_x');
  }
  return null;
}

/**
 * The site a custom domain names (docs/product/custom-domain.md): only once its certificate is
 * issued and the process has ended; from then on it is served exactly as its default host is,
 * within its own project. Null when none (a pending, cancelled or unknown domain, a dashboard).
 */
export async function findSiteByDomain(db: TDb, domain: string): Promise<TSiteContext | null> {
  const found = await repo.findSiteByDomain(db, domain);
  if (!found || found.kind === 'dashboard') return null;
  return websiteOf({ db, projectId: found.projectId }, found.kind, found.id);
}

/**
 * Reads this process's list of custom domains again now (docs/decisions/016-custom-domain-serving.md):
 * the domains module calls it after it changes a domain or its status, so this process routes,
 * serves or redirects the domain at once rather than on the next periodic refresh (other processes
 * catch up within 10 s).
 */
export const refreshCustomDomains = (): Promise<void> => refreshAllCustomDomains();

const asWebsiteBusiness = (b: {
  slug: string;
  name: string;
  logo: string | null;
}): TWebsiteBusiness => ({ slug: b.slug, name: b.name, logo: b.logo, header: null });

async function businessPage(
  ctx: TSiteContext,
  page: { limit: number; offset: number },
): Promise<{ items: TWebsiteBusiness[]; total: number }> {
  if (!ctx.businesses) return { items: [], total: 0 };
  const { items, total } = await listBusinessesOf(ctx.scope, ctx.businesses, page);
  return { items: items.map(asWebsiteBusiness), total };
}

async function findBusiness(ctx: TSiteContext, slug: string) {
  if (!ctx.businesses) return null;
  const found = await findBusinessOf(ctx.scope, ctx.businesses, slug);
  return found && asWebsiteBusiness(found);
}

/** The first business of the site's listing, for the preview's business page. */
export async function firstBusinessSlug(ctx: TSiteContext): Promise<string | null> {
  const { items } = await businessPage(ctx, { limit: 1, offset: 0 });
  return items[0]?.slug ?? null;
}

const notFound = (title: string, detail: string): TPageData => ({
  page: 'not_found',
  title,
  detail,
});
const PAGE_NOT_FOUND = notFound(
  'Page not found',
  'There is no page at this address. Check the link, or start again from the home page.',
);

/** A status this version does not know yet (a newer process wrote it) is shown as the first step. */
const statusOf = (status: string): TOrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status) ? (status as TOrderStatus) : 'received';

const orderOf = (row: repo.TOrderRow): TOrder => ({
  id: row.publicId,
  number: row.number,
  business: { slug: row.businessSlug, name: row.businessName, logo: row.businessLogo },
  order_type: row.orderType as TOrder['order_type'],
  items: row.lines,
  total: row.total,
  customer: row.customer,
  status: statusOf(row.status),
  created_at: row.createdAt.toISOString(),
});

/** The orders of this site among the public ids the customer's browser keeps, newest first. */
async function ordersOf(ctx: TSiteContext, publicIds: string[]): Promise<TOrder[]> {
  if (ctx.siteId === null) return [];
  return (await repo.findOrdersOfSite(ctx.scope, ctx.siteId, publicIds)).map(orderOf);
}

/** A single-store website's business (docs/product/website.md#pages), when it is one. */
async function singleStoreBusiness(ctx: TSiteContext) {
  if (ctx.site.kind !== 'ordering' || ctx.siteId === null) return null;
  if (getPath(ctx.values, BASIC_FIELDS.type.theme) !== 'single_store') return null;
  const slug = getPath(ctx.values, BASIC_FIELDS.business_slug.theme);
  return typeof slug === 'string' ? findBusiness(ctx, slug) : null;
}

async function businessData(ctx: TSiteContext, business: TWebsiteBusiness): Promise<TPageData> {
  const { items } = await businessPage(ctx, { limit: NEARBY + 1, offset: 0 });
  const nearby = items.filter((b) => b.slug !== business.slug).slice(0, NEARBY);
  return { page: 'business', business, nearby };
}

/**
 * What a page shows (TPageData), loaded within the site's project: its businesses, the demo menu,
 * the orders whose public ids the customer's browser keeps (`orderIds`).
 */
export async function pageDataOf(
  ctx: TSiteContext,
  route: TRoute,
  orderIds: string[],
): Promise<TPageData> {
  switch (route.page) {
    case 'home': {
      const single = await singleStoreBusiness(ctx);
      if (single) return businessData(ctx, single);
      const { items } = await businessPage(ctx, { limit: FEATURED, offset: 0 });
      return { page: 'home', featured: items };
    }
    case 'listing': {
      const offset = (route.pageNo - 1) * LISTING_PAGE_SIZE;
      const { items, total } = await businessPage(ctx, { limit: LISTING_PAGE_SIZE, offset });
      return {
        page: 'listing',
        businesses: items,
        total,
        pageNo: route.pageNo,
        pageSize: LISTING_PAGE_SIZE,
      };
    }
    case 'business':
    case 'product': {
      const business = await findBusiness(ctx, route.slug);
      if (!business)
        return notFound(
          'Business not found',
          `No business called “${route.slug}” takes orders on this website.`,
        );
      if (route.page === 'business') return businessData(ctx, business);
      if (!findDemoProduct(business.slug, route.productId))
        return notFound(
          'Product not found',
          `${business.name} has no product “${route.productId}” on its menu.`,
        );
      return { page: 'product', business, productId: route.productId };
    }
    case 'confirmation': {
      const [order] = await ordersOf(ctx, [route.orderId]);
      if (!order)
        return notFound(
          'Order not found',
          'No order of this website has this address. The orders placed on this device are under My orders.',
        );
      // The customer's details go only to the browser that placed the order: its orders cookie
      // holds the id. Anyone else with the link sees the order without them.
      const isOwn = orderIds.includes(order.id);
      return {
        page: 'confirmation',
        order: publicOrderOf(order),
        customer: isOwn ? order.customer : null,
      };
    }
    case 'orders':
      return { page: 'orders', orders: await ordersOf(ctx, orderIds) };
    case 'checkout':
      return { page: 'checkout' };
    case 'account':
      return { page: 'account' };
    case 'not_found':
      return PAGE_NOT_FOUND;
  }
}

const refuse = (messages: string[]) => new AppError(400, messages);

/**
 * Places an order (docs/product/website.md#orders): the business must be one this site lists,
 * every product on its menu and the order type one the theme offers; the server prices each line.
 * All refusals are reported together. Then the order limits (order-limits.ts): `placing.client` is
 * who places it (clientOf the request's address).
 */
export async function placeOrder(
  ctx: TSiteContext,
  body: TPlaceOrderRequest,
  placing: { client: string; limits: TOrderLimits },
): Promise<TOrder> {
  if (ctx.siteId === null)
    throw refuse(['This address previews an app’s theme and takes no orders.']);
  const business = await findBusiness(ctx, body.business_slug);
  if (!business) throw refuse([`“${body.business_slug}” is not a business of this website.`]);
  const errors: string[] = [];
  if (!offeredOrderTypes(ctx.values).some((offered) => offered.type === body.order_type))
    errors.push(`${ORDER_TYPE_DEFAULTS[body.order_type].title} is not offered on this website.`);
  const lines = body.items.flatMap(({ product_id, quantity }) => {
    const product = findDemoProduct(business.slug, product_id);
    if (!product) {
      errors.push(`“${product_id}” is not on the menu of ${business.name}.`);
      return [];
    }
    const unit = product.price;
    return [{ product_id, name: product.name, quantity, unit_price: unit, total: unit * quantity }];
  });
  if (errors.length > 0) throw refuse([...new Set(errors)]);
  const siteId = ctx.siteId;
  // The limits are counted and the order stored in one transaction: see holdOrderLimits.
  const row = await ctx.scope.db.transaction(async (tx) => {
    const scope = { db: tx as unknown as TDb, projectId: ctx.scope.projectId };
    const placedAt = await holdOrderLimits(scope, siteId, placing.client, placing.limits);
    return repo.insertOrder(scope, {
      siteId,
      publicId: randomBytes(16).toString('base64url'),
      businessSlug: business.slug,
      businessName: business.name,
      businessLogo: business.logo,
      orderType: body.order_type,
      lines,
      total: lines.reduce((sum, line) => sum + line.total, 0),
      customer: body.customer,
      createdAt: placedAt,
    });
  });
  return orderOf(row);
}

const THIRD_PARTY_PATHS = ['third_party_code.head', 'third_party_code.body'];

/** Whether the owner's third-party code runs on the site's pages (it never does in a preview). */
export function hasThirdPartyCode(ctx: Pick<TSiteContext, 'values' | 'flags'>): boolean {
  const leaves = editableLeaves(ctx.flags);
  return THIRD_PARTY_PATHS.some((path) => {
    const code = getPath(ctx.values, path);
    return leaves.has(path) && typeof code === 'string' && code.trim() !== '';
  });
}

/**
 * The values the console is editing, made safe to draw (docs/product/website.md#preview): rich
 * text cleaned as a save would clean it, third-party code left out.
 */
export function previewValues(values: TTree): TTree {
  let safe = values;
  for (const path of HTML_PATHS) {
    const html = getPath(safe, path);
    if (typeof html === 'string') safe = setPath(safe, path, sanitizeRichText(html));
  }
  for (const path of THIRD_PARTY_PATHS) {
    if (getPath(safe, path) !== undefined) safe = setPath(safe, path, '');
  }
  return safe;
}
