import { mayUse, seesAllBusinesses, type TArea, type TRole } from '@oc/domain/team/roles';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { idPoolsOf, type TIdPools } from '../../test/fuzz/request-fuzzer';
import { bearer, setupTestApp, TEST_USERS } from '../../test/helpers';
import { seedMember } from '../../test/team-members';
import { storeOrder } from '../modules/orders/orders.test-support';

// Every route of the OpenAPI document, called as each role of the project and as the owner of
// another project, against ONE declared policy: the area each route belongs to (team/roles.ts).
// A role the area is open to is never refused (401/403; any other answer, 4xx included, is the
// route's own business), a role it is closed to is always 403, and another project's owner naming
// this project's rows never succeeds (404 when the same request succeeds for the owner). A route
// the policy does not place, or that the API places elsewhere, fails the test: a new route must be
// given its area, here and where it is registered (app.ts).

type TPolicy = {
  area: TArea;
  wholeProject?: true;
  /** Within the team area, what only an owner may do (the team's rules refuse an admin, 403). */
  ownersOnly?: true;
};

/** Where each route belongs, by `METHOD /path` as the OpenAPI document writes it; first match. */
const POLICY: [RegExp, TPolicy][] = [
  [/^(GET|POST) \/api\/auth\/(me|logout)$/, { area: 'account' }],
  [/ \/api\/account\//, { area: 'account' }],
  [/^POST \/api\/team\/transfer-ownership$/, { area: 'team', ownersOnly: true }],
  [/ \/api\/team(\/|$)/, { area: 'team' }],
  [/ \/api\/audit/, { area: 'audit' }],
  [/^GET \/api\/products$/, { area: 'branding' }],
  [/ \/api\/sites\/\{id\}\/domain/, { area: 'domains' }],
  [/ \/api\/sites\//, { area: 'branding' }],
  // The languages of the project's websites (docs/product/website-settings.md#languages).
  [/^PUT \/api\/project\/languages$/, { area: 'branding' }],
  [/ \/api\/custom-sound\//, { area: 'branding' }],
  [/ \/api\/apps\//, { area: 'apps' }],
  [/ \/api\/builder\/apps\/\{appId\}\/credentials/, { area: 'credentials' }],
  [/ \/api\/builder\/apps\/\{appId\}\/(builds|downloads|store)/, { area: 'builds' }],
  [/ \/api\/builder\/apps\//, { area: 'apps' }],
  [/ \/api\/webhooks\//, { area: 'webhooks' }],
  [/ \/api\/orders/, { area: 'orders' }],
  // What changes the project's set of businesses: never a business manager's.
  [/^GET \/api\/franchises$/, { area: 'businesses', wholeProject: true }],
  [/^POST \/api\/businesses$/, { area: 'businesses', wholeProject: true }],
  [
    /^POST \/api\/businesses\/\{businessId\}\/(archive|restore)$/,
    { area: 'businesses', wholeProject: true },
  ],
  [/ \/api\/(businesses|menu)\b/, { area: 'businesses' }],
  // The project's settings a business's screens read (its website's address, the orders' sound).
  [/^GET \/api\/(configs|configurations)$/, { area: 'businesses' }],
];

/** The routes answered without a login: each must be meant to be. */
const PUBLIC = [
  /^GET \/api\/health$/,
  /^GET \/api\/ready$/,
  /^POST \/api\/auth\/login$/,
  / \/api\/password-resets\/\{token\}$/,
  / \/api\/invitations\/\{token\}/,
];

const ROLES_CALLED = ['owner', 'admin', 'business_manager', 'another_project'] as const;
type TCaller = (typeof ROLES_CALLED)[number];

type TOperation = {
  method: string;
  path: string;
  area?: TArea;
  wholeProject?: boolean;
  params: { name: string; in: string; schema?: TSchema }[];
  body?: TSchema;
};
type TSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  anyOf?: TSchema[];
  minimum?: number;
  minLength?: number;
};

function operationsOf(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): TOperation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const content = (operation.requestBody as { content?: Record<string, { schema: TSchema }> })
        ?.content;
      const body = content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        ...(operation['x-area'] ? { area: operation['x-area'] as TArea } : {}),
        wholeProject: operation['x-whole-project'] === true,
        params: (operation.parameters ?? []) as TOperation['params'],
        ...(body ? { body } : {}),
      };
    }),
  );
}

/** A small value of the schema's shape: enough for most routes to get past their own checks. */
function minimal(schema: TSchema | undefined): unknown {
  if (!schema) return {};
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return minimal(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, minimal(schema.properties?.[key])]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return 'Policy check';
  }
}

/** A path parameter: the demo project's real rows, so that an allowed call reaches them. */
function paramValue(op: TOperation, name: string, pools: TIdPools, ids: { order: number }) {
  const param = op.params.find((p) => p.in === 'path' && p.name === name);
  if (param?.schema?.enum) return String(param.schema.enum[0]);
  const first = (pool: { ours: number[] }) => String(pool.ours[0] ?? 999_999);
  if (name === 'appId') return first(pools.apps);
  if (name === 'id' && op.path.startsWith('/api/sites/')) return first(pools.sites);
  if (name === 'id' && op.path.startsWith('/api/apps/')) return first(pools.apps);
  if (name === 'businessId') return first(pools.businesses);
  if (name === 'categoryId') return first(pools.categories);
  if (name === 'productId') return first(pools.menuProducts);
  if (name === 'orderId') return String(ids.order);
  if (name === 'endpointId') return first(pools.webhookEndpoints);
  if (name === 'deliveryId') return first(pools.webhookDeliveries);
  if (name === 'constantId') return first(pools.constants);
  if (name === 'actionId') return first(pools.actions);
  // A row no project has (a member, a session, a build): the route's own 404, never a change.
  return '999999';
}

function requestOf(op: TOperation, pools: TIdPools, ids: { order: number }): InjectOptions {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => paramValue(op, name, pools, ids));
  const withBody = op.method !== 'GET' && op.method !== 'DELETE';
  return {
    method: op.method as InjectOptions['method'],
    url,
    ...(withBody ? { payload: minimal(op.body) as Record<string, unknown> } : {}),
  };
}

const policyOf = (route: string) => POLICY.find(([pattern]) => pattern.test(route))?.[1];

function isAllowed(caller: TRole, policy: TPolicy) {
  if (policy.ownersOnly && caller !== 'owner') return false;
  return mayUse(caller, policy.area) && (!policy.wholeProject || seesAllBusinesses(caller));
}

describe('who may call every route (the team’s roles)', () => {
  const ctx = setupTestApp();

  it('answers each role as the one declared policy says, on every route', async () => {
    const { app } = ctx.t;
    await app.ready();
    const operations = operationsOf(app.swagger() as never);
    expect(operations.length).toBeGreaterThan(40);

    const tokens = { ours: ctx.ours, theirs: ctx.theirs };
    const pools = await idPoolsOf(app, tokens);
    const business = (pools.businesses.ours[0] ?? 0) as number;
    const [businessRow] = (await ctx.get('/api/businesses?page_size=1')).json().result.items as {
      slug: string;
    }[];
    const order = await storeOrder(ctx.t, 'demo', { businessSlug: businessRow?.slug ?? '' });
    const member = (email: string, role: TRole) =>
      seedMember(ctx.t, {
        ownerEmail: TEST_USERS.demo.email,
        email,
        role,
        businessIds: [business],
      });
    const callers: Record<TCaller, string> = {
      owner: ctx.ours,
      admin: (await member('admin@demo.test', 'admin')).token,
      business_manager: (await member('manager@demo.test', 'business_manager')).token,
      another_project: ctx.theirs,
    };

    const mismatches: string[] = [];
    const publicRoutes: string[] = [];
    // Signing out ends the session the rest of the run uses: last.
    const ordered = [...operations].sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
    for (const op of ordered) {
      const route = `${op.method} ${op.path}`;
      const request = requestOf(op, pools, { order: order.id });
      const anonymous = await app.inject(request);
      if (anonymous.statusCode !== 401) {
        publicRoutes.push(route);
        if (!PUBLIC.some((pattern) => pattern.test(route)))
          mismatches.push(`${route}: answers ${anonymous.statusCode} without a login`);
        continue;
      }
      const policy = policyOf(route);
      if (!policy) {
        mismatches.push(`${route}: not in the policy (give it an area here and in app.ts)`);
        continue;
      }
      if (op.area !== policy.area || op.wholeProject !== (policy.wholeProject ?? false))
        mismatches.push(
          `${route}: the API says ${op.area ?? 'no area'}${op.wholeProject ? ' (whole project)' : ''}, the policy ${policy.area}${policy.wholeProject ? ' (whole project)' : ''}`,
        );
      // Another project first, while every row named still exists; the owner last, who may
      // change the most.
      const answers = {} as Record<TCaller, number>;
      for (const caller of ['another_project', 'business_manager', 'admin', 'owner'] as const) {
        const response = await app.inject({
          ...request,
          headers: { ...request.headers, ...bearer(callers[caller]) },
        });
        answers[caller] = response.statusCode;
        if (response.statusCode >= 500)
          mismatches.push(`${route} as ${caller}: ${response.statusCode} ${response.body}`);
      }
      for (const caller of ['owner', 'admin', 'business_manager'] as const) {
        const status = answers[caller];
        const allowed = isAllowed(caller, policy);
        if (allowed && (status === 401 || status === 403))
          mismatches.push(`${route} as ${caller}: ${status}, expected allowed (${policy.area})`);
        if (!allowed && status !== 403)
          mismatches.push(`${route} as ${caller}: ${status}, expected 403 (${policy.area})`);
      }
      // Another project's owner may use the area, but never this project's rows.
      const namesOurRows = /\{\w+\}/.test(op.path);
      const theirs = answers.another_project;
      if (namesOurRows && theirs < 300)
        mismatches.push(`${route} as another project's owner: ${theirs}, this project's row`);
      if (namesOurRows && answers.owner < 300 && theirs !== 404)
        mismatches.push(`${route} as another project's owner: ${theirs}, expected 404`);
      if (!namesOurRows && (theirs === 401 || theirs === 403))
        mismatches.push(`${route} as another project's owner: ${theirs} on their own project`);
    }
    expect(publicRoutes.length).toBeGreaterThan(0);
    expect(mismatches.join('\n')).toBe('');
  }, 300_000);
});
