import { type TWeeklyHours, WEEKDAYS } from '@oc/domain/catalogue/opening-hours.schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, type createTestApp, productIdOf, type setupTestApp } from '../../../test/helpers';
import { businesses, configs, menuOptionGroups, menuOptions, menuProducts } from '../../db/schema';

type TCtx = ReturnType<typeof setupTestApp>;

/** A request to a website, by host: `demo` is http://demo.localhost:8080. */
export function siteRequest(
  ctx: TCtx,
  label: string,
  path: string,
  init: {
    method?: 'GET' | 'HEAD' | 'POST';
    headers?: Record<string, string>;
    payload?: unknown;
  } = {},
): Promise<LightMyRequestResponse> {
  return ctx.t.app.inject({
    method: init.method ?? 'GET',
    url: path,
    headers: { host: `${label}.localhost:8080`, ...init.headers },
    ...(init.payload === undefined
      ? {}
      : { payload: init.payload as Record<string, unknown> | string }),
  });
}

/** The id and theme version of a tenant's website of a kind. */
export async function websiteOf(ctx: TCtx, code: 'web_ordering' | 'web_franchise', token: string) {
  const productId = await productIdOf(ctx, code, token);
  const products = (await ctx.get('/api/products', token)).json().result as {
    id: number;
    site_id: number;
  }[];
  const siteId = products.find((p) => p.id === productId)?.site_id ?? 0;
  const theme = (await ctx.get(`/api/sites/${siteId}/theme`, token)).json().result;
  return { siteId, version: theme.version as number };
}

/** Saves theme paths through the console's API, as the owner would. */
export async function saveTheme(
  ctx: TCtx,
  code: 'web_ordering' | 'web_franchise',
  token: string,
  changes: { path: string; value: unknown }[],
) {
  const { siteId, version } = await websiteOf(ctx, code, token);
  const response = await ctx.t.app.inject({
    method: 'PATCH',
    url: `/api/sites/${siteId}/theme`,
    headers: bearer(token),
    payload: { version, changes },
  });
  if (response.statusCode !== 200) throw new Error(`theme save failed: ${response.body}`);
}

/** The Content-Security-Policy's directives, by name. */
export const cspOf = (response: LightMyRequestResponse) =>
  new Map(
    String(response.headers['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name ?? '', values.join(' ')]),
  );

/** Gives a project's site a custom domain in a state, as the domains module would, by SQL. */
export async function setCustomDomain(
  t: Awaited<ReturnType<typeof createTestApp>>,
  subdomain: string,
  kind: 'ordering' | 'franchise',
  domain: string | null,
  ssl: string | null,
  process: string | null,
) {
  await t.database.db.execute(sql`
    update sites set domain = ${domain}, ssl_status = ${ssl}, ssl_process_status = ${process}
    where kind = ${kind} and project_id = (
      select project_id from configs
      where scope = 'configurations' and key = 'subdomain' and value = ${subdomain})`);
}

/**
 * The id of a product on a business's stored menu, as the website and an order write it (text),
 * by the project's subdomain, the business's slug and the product's name (the seed's menus).
 */
export async function menuProductId(
  t: Awaited<ReturnType<typeof createTestApp>>,
  subdomain: string,
  businessSlug: string,
  productName: string,
): Promise<string> {
  const [row] = await t.database.db
    .select({ id: menuProducts.id })
    .from(menuProducts)
    .innerJoin(
      businesses,
      and(
        eq(businesses.projectId, menuProducts.projectId),
        eq(businesses.id, menuProducts.businessId),
      ),
    )
    .innerJoin(
      configs,
      and(
        eq(configs.projectId, businesses.projectId),
        eq(configs.scope, 'configurations'),
        eq(configs.key, 'subdomain'),
      ),
    )
    .where(
      and(
        eq(configs.value, subdomain),
        eq(businesses.slug, businessSlug),
        eq(menuProducts.name, productName),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no ${productName} on the menu of ${subdomain}/${businessSlug}`);
  return String(row.id);
}

/** Open every day from 00:00 to 23:59: one opening without a break, whatever the time. */
export const ALL_WEEK: TWeeklyHours = Object.fromEntries(
  WEEKDAYS.map((day) => [day, [{ open: '00:00', close: '23:59' }]]),
);

/**
 * Sets stored facts of a project's businesses, by the project's subdomain and their slugs, as the
 * console's API would: a test that places orders opens the business all week
 * (`{ hours: ALL_WEEK, closedDates: [] }`), so it never depends on the time of day.
 */
export async function setBusinessFacts(
  t: Awaited<ReturnType<typeof createTestApp>>,
  subdomain: string,
  slugs: string[],
  facts: Partial<typeof businesses.$inferInsert>,
) {
  await t.database.db
    .update(businesses)
    .set(facts)
    .where(
      and(inArray(businesses.projectId, projectOf(t, subdomain)), inArray(businesses.slug, slugs)),
    );
}

/** The id of the project of a subdomain, as a subquery. */
const projectOf = (t: Awaited<ReturnType<typeof createTestApp>>, subdomain: string) =>
  t.database.db
    .select({ id: configs.projectId })
    .from(configs)
    .where(
      and(
        eq(configs.scope, 'configurations'),
        eq(configs.key, 'subdomain'),
        eq(configs.value, subdomain),
      ),
    );

/** A project's business row, by the project's subdomain and the business's slug. */
export async function businessRow(
  t: Awaited<ReturnType<typeof createTestApp>>,
  subdomain: string,
  slug: string,
) {
  const [row] = await t.database.db
    .select()
    .from(businesses)
    .where(and(inArray(businesses.projectId, projectOf(t, subdomain)), eq(businesses.slug, slug)));
  if (!row) throw new Error(`no business ${subdomain}/${slug}`);
  return row;
}

/** The id of an option of a product on a business's stored menu, by names (the seed's menus). */
export async function menuOptionId(
  t: Awaited<ReturnType<typeof createTestApp>>,
  subdomain: string,
  businessSlug: string,
  productName: string,
  optionName: string,
): Promise<number> {
  const productId = Number(await menuProductId(t, subdomain, businessSlug, productName));
  const [row] = await t.database.db
    .select({ id: menuOptions.id })
    .from(menuOptions)
    .innerJoin(
      menuOptionGroups,
      and(
        eq(menuOptionGroups.projectId, menuOptions.projectId),
        eq(menuOptionGroups.id, menuOptions.groupId),
      ),
    )
    .where(and(eq(menuOptionGroups.productId, productId), eq(menuOptions.name, optionName)))
    .limit(1);
  if (!row) throw new Error(`no ${optionName} for ${productName} of ${subdomain}/${businessSlug}`);
  return row.id;
}
