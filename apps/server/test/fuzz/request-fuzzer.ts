import { BASIC_THEME_FIELDS } from '@oc/domain/themes/basic-fields';
import { THEME_SECTIONS } from '@oc/domain/themes/theme-tree';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { webhookEndpoints } from '../../src/db/schema';

// Malformed and hostile requests for every route of the OpenAPI document, generated from a seed so
// that a run can be repeated exactly. Used by the fuzz test in `npm test` (fixed seed) and by
// bench/security-probe.ts (any seed, more requests). Loopback only: requests go through inject().

/** A route as the OpenAPI document describes it. */
export type TRoute = {
  method: string;
  /** The OpenAPI path, with {param} placeholders. */
  path: string;
  params: { name: string; in: string; schema?: TSchema }[];
  body?: TSchema;
  isMultipart: boolean;
};
type TSchema = {
  type?: string | string[];
  pattern?: string;
  minimum?: number;
  enum?: unknown[];
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  anyOf?: TSchema[];
  nullable?: boolean;
  maxLength?: number;
};

/** Ids that exist, per tenant, so that requests reach past "not found" and tenancy is tried. */
export type TIdPools = {
  apps: { ours: number[]; theirs: number[] };
  sites: { ours: number[]; theirs: number[] };
  constants: { ours: number[]; theirs: number[] };
  actions: { ours: number[]; theirs: number[] };
  businesses: { ours: number[]; theirs: number[] };
  categories: { ours: number[]; theirs: number[] };
  menuProducts: { ours: number[]; theirs: number[] };
  orders: { ours: number[]; theirs: number[] };
  webhookEndpoints: { ours: number[]; theirs: number[] };
  webhookDeliveries: { ours: number[]; theirs: number[] };
  /** A file URL uploaded by the other tenant. */
  theirFileUrl?: string;
};

type TCase = {
  route: TRoute;
  request: InjectOptions;
  /** The request names a row of the other tenant while authenticated as ours, or the reverse. */
  isCrossTenant: boolean;
  summary: string;
};

export type TProbeResult = {
  routes: number;
  requests: number;
  serverErrors: { summary: string; status: number; body: string }[];
  leaks: { summary: string; status: number; body: string }[];
  statuses: Record<number, number>;
};

/** mulberry32: small, fast and good enough to pick cases; the same seed gives the same run. */
function randomOf(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type TRandom = ReturnType<typeof randomOf>;

export function routesOf(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): TRoute[] {
  const routes: TRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const params = (operation.parameters ?? []) as TRoute['params'];
      const content = (operation.requestBody as { content?: Record<string, { schema: TSchema }> })
        ?.content;
      const body = content?.['application/json']?.schema;
      const description = String(operation.description ?? '');
      routes.push({
        method: method.toUpperCase(),
        path,
        params,
        ...(body ? { body } : {}),
        isMultipart: /multipart\/form-data/.test(description),
      });
    }
  }
  return routes;
}

const PROBLEM_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '%00',
  'a'.repeat(256),
  'a'.repeat(70_000),
  '../../../../etc/passwd',
  '-J-javaagent:/tmp/agent.jar',
  '--help',
  '<script>alert(1)</script>',
  "'; DROP TABLE sites; --",
  `\${jndi:ldap://127.0.0.1/a}`,
  '{{7*7}}',
  'NaN',
  '1e309',
  '0x10',
  '٣',
  '🍕'.repeat(100),
  '\r\nSet-Cookie: x=1',
  '__proto__',
  'constructor',
  `/files/00/${'0'.repeat(64)}.png`,
  `/files/ab/${'a'.repeat(64)}.exe`,
  '#2C7BE5',
  '#GGGGGG',
  'com.example.app',
  '1.2.3',
  'https://example.com/sound.mp3',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'http://127.0.0.1:1/',
  'marketplace',
  'single_store',
  'Poppins',
];
const PROBLEM_NUMBERS = [
  0, -1, 1, 1.5, 2147483647, 2147483648, -2147483649, 9007199254740991, 9007199254740992, 1e308, -0,
  99,
];

function deepArray(levels: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < levels; i += 1) value = [value];
  return value;
}

/** Upload targets: the Basic names and the Advanced image paths of websites and apps. */
const IMAGE_TARGETS = THEME_SECTIONS.flatMap((s) =>
  s.leaves.filter((l) => l.kind === 'image').map((l) => l.path),
);
const THEME_PATHS = [
  ...Object.keys(BASIC_THEME_FIELDS),
  ...THEME_SECTIONS.flatMap((s) => s.leaves.map((l) => l.path)),
];

function hostileValue(r: TRandom, pools: TIdPools): unknown {
  switch (r.int(8)) {
    case 0:
    case 1:
    case 2:
      return r.pick(PROBLEM_STRINGS);
    case 3:
      return r.pick(PROBLEM_NUMBERS);
    case 4:
      return r.pick([null, true, false, [], {}, { a: '\u0000' }, ['\u0000'], { '\u0000': 1 }]);
    case 5:
      return r.pick([deepArray(40), deepArray(10), Array.from({ length: 600 }, () => 'x')]);
    case 6:
      return pools.theirFileUrl ?? r.pick(PROBLEM_STRINGS);
    default:
      return r.pick(THEME_PATHS);
  }
}

/**
 * A value for a JSON schema: mostly of the right shape, often hostile, sometimes entirely wrong.
 */
function valueFor(schema: TSchema | undefined, r: TRandom, pools: TIdPools, depth = 0): unknown {
  if (!schema || depth > 6 || r.chance(0.25)) return hostileValue(r, pools);
  if (schema.enum) return r.chance(0.8) ? r.pick(schema.enum) : hostileValue(r, pools);
  if (schema.anyOf) return valueFor(r.pick(schema.anyOf), r, pools, depth + 1);
  const type = Array.isArray(schema.type) ? r.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        const isRequired = schema.required?.includes(key);
        if (!isRequired && r.chance(0.4)) continue;
        if (isRequired && r.chance(0.05)) continue;
        out[key] = key === 'path' ? r.pick(THEME_PATHS) : valueFor(child, r, pools, depth + 1);
      }
      if (r.chance(0.1)) out[r.pick(['extra', '__proto__', 'constructor', '\u0000'])] = 1;
      return out;
    }
    case 'array': {
      const length = r.pick([0, 1, 1, 2, 3, 501]);
      return Array.from({ length }, () => valueFor(schema.items, r, pools, depth + 1));
    }
    case 'integer':
    case 'number':
      return r.chance(0.3) ? r.pick([1, 2, 3, 10]) : r.pick(PROBLEM_NUMBERS);
    case 'boolean':
      return r.chance(0.8) ? r.chance(0.5) : hostileValue(r, pools);
    default:
      return r.pick(PROBLEM_STRINGS);
  }
}

/**
 * A value the schema accepts, so that a single mutation of it reaches the code behind validation.
 */
function validValue(schema: TSchema | undefined, r: TRandom, pools: TIdPools, depth = 0): unknown {
  if (!schema || depth > 6) return 'Fuzz text';
  if (schema.enum) return r.pick(schema.enum);
  if (schema.anyOf) return validValue(r.pick(schema.anyOf), r, pools, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (!schema.required?.includes(key) && r.chance(0.5)) continue;
        out[key] = key === 'path' ? r.pick(THEME_PATHS) : validValue(child, r, pools, depth + 1);
      }
      return out;
    }
    case 'array':
      return [validValue(schema.items, r, pools, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return r.chance(0.5);
    case 'string': {
      if (!schema.pattern) return r.pick(['Fuzz text', 'Pizza & Co', 'x']);
      const pattern = new RegExp(schema.pattern);
      const fits = [...PROBLEM_STRINGS, pools.theirFileUrl ?? ''].filter((t) => pattern.test(t));
      return fits.length ? r.pick(fits) : 'Fuzz text';
    }
    default:
      return hostileValue(r, pools);
  }
}

/** One spot of a valid value made hostile: a leaf replaced, a key dropped, or a key added. */
function mutateOnce(value: unknown, r: TRandom, pools: TIdPools): unknown {
  if (value === null || typeof value !== 'object') return hostileValue(r, pools);
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
  const keys = Object.keys(copy);
  if (keys.length === 0 || r.chance(0.1)) {
    copy[r.pick(['extra', 'constructor', 'a\u0000'])] = hostileValue(r, pools);
    return copy;
  }
  const key = r.pick(keys);
  if (r.chance(0.1)) delete copy[key];
  else copy[key] = mutateOnce(copy[key], r, pools);
  return copy;
}

const ID_TEXTS = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  '1e3',
  '1.0',
  '1.5',
  'abc',
  '%00',
  '1%00',
  '%ZZ',
  '..%2F..%2Fetc',
  '%D9%A3',
  '+1',
  '0x1F',
  'Infinity',
  'NaN',
  '%20',
  '%ED%A0%80',
  '%FF',
];

function poolFor(route: TRoute, name: string, pools: TIdPools) {
  if (name === 'constantId') return pools.constants;
  if (name === 'actionId') return pools.actions;
  if (name === 'id' && route.path.startsWith('/api/sites/')) return pools.sites;
  if (name === 'businessId') return pools.businesses;
  if (name === 'categoryId') return pools.categories;
  if (name === 'productId') return pools.menuProducts;
  if (name === 'orderId') return pools.orders;
  if (name === 'endpointId') return pools.webhookEndpoints;
  if (name === 'deliveryId') return pools.webhookDeliveries;
  return pools.apps;
}

/** Path parameter values: real ids of either tenant, and ids and text no row has. */
function pathFor(route: TRoute, r: TRandom, pools: TIdPools, tenant: 'ours' | 'theirs') {
  let isCrossTenant = false;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = route.params.find((p) => p.in === 'path' && p.name === name);
    if (param?.schema?.enum) {
      return r.chance(0.85) ? String(r.pick(param.schema.enum)) : r.pick(ID_TEXTS);
    }
    const pool = poolFor(route, name, pools);
    const roll = r.next();
    if (roll < 0.55 && pool[tenant].length) return String(r.pick(pool[tenant]));
    const other = tenant === 'ours' ? 'theirs' : 'ours';
    if (roll < 0.7 && pool[other].length) {
      isCrossTenant = true;
      return String(r.pick(pool[other]));
    }
    return r.pick(ID_TEXTS);
  });
  return { path, isCrossTenant };
}

function queryFor(route: TRoute, r: TRandom, pools: TIdPools): string {
  const declared = route.params.filter((p) => p.in === 'query');
  const pairs: [string, string][] = [];
  for (const p of declared) {
    if (r.chance(0.5)) pairs.push([p.name, String(valueFor(p.schema, r, pools))]);
  }
  if (r.chance(0.15)) pairs.push([r.pick(['x', 'page', '__proto__', '\u0000']), r.pick(ID_TEXTS)]);
  if (r.chance(0.05)) pairs.push(['search', 'a'], ['search', 'b']);
  if (pairs.length === 0) return '';
  return `?${pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}`;
}

/** Like encodeURIComponent, but a lone surrogate is sent (as U+FFFD) instead of throwing. */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Bytes an upload might carry: real images, broken ones, and other formats dressed up as them. */
async function hostileFiles() {
  const png = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#2C7BE5' },
  })
    .png()
    .toBuffer();
  const jpeg = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#E5452C' },
  })
    .jpeg()
    .toBuffer();
  const mp3Header = Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]);
  return [
    png,
    jpeg,
    png.subarray(0, Math.floor(png.length / 2)),
    jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
    Buffer.concat([png.subarray(0, 33), Buffer.alloc(64, 0xaa)]),
    Buffer.concat([mp3Header, Buffer.from('PK\u0003\u0004 not really a jar')]),
    Buffer.from('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000'),
    Buffer.from('OggS'),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    Buffer.from('GIF89a\u0001\u0000\u0001\u0000'),
    Buffer.from('{"type":"service_account","private_key":"-----BEGIN PRIVATE KEY-----\\nxx"}'),
    Buffer.from('-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49\n-----END PRIVATE KEY-----\n'),
    Buffer.from([0xfe, 0xed, 0xfe, 0xed, 0, 0, 0, 2, 0, 0, 0, 1]),
    Buffer.alloc(0),
    Buffer.alloc(3000, 0x41),
  ];
}

const FIELD_NAMES = [
  'source_file',
  'source_file',
  'target',
  'crop',
  'url',
  'store_file',
  'store_password',
  'key_alias',
  'key_password',
  'api_key_file',
  'team_id',
  'itc_team_id',
  'api_key_id',
  'api_key_issuer_id',
  'playstore_credential_file',
  'random_field',
];
const FILE_NAMES = [
  'logo.png',
  'photo.jpg',
  'sound.mp3',
  'keystore.jks',
  'AuthKey.p8',
  'play.json',
  'a\u0000.png',
  '../../etc/passwd',
  '-J-javaagent:x.jar',
  `${'n'.repeat(300)}.png`,
  '',
  'résumé 東京.png',
];

/** A multipart body, well formed or broken in one of the ways a client or an attacker breaks it. */
function multipartFor(r: TRandom, pools: TIdPools, files: Buffer[]) {
  const boundary = `----fuzz${r.int(1e9)}`;
  const chunks: Buffer[] = [];
  const partCount = r.pick([0, 1, 1, 2, 2, 3, 5, 12]);
  for (let i = 0; i < partCount; i += 1) {
    const name = r.pick(FIELD_NAMES);
    const isFile = /file$/.test(name) ? r.chance(0.9) : r.chance(0.1);
    if (isFile) {
      const bytes = r.pick(files);
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${r.pick(FILE_NAMES)}"\r\nContent-Type: ${r.pick(['image/png', 'audio/mpeg', 'application/octet-stream', 'text/plain'])}\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      );
    } else {
      const value =
        name === 'target'
          ? r.pick([...IMAGE_TARGETS, 'logo', 'logo', 'header_logo', 'site_image', 'x'])
          : name === 'crop'
            ? r.pick([
                '{"x":0,"y":0,"width":16,"height":16}',
                '{"x":0,"y":0,"width":99999,"height":1}',
                '{"x":-1}',
                'null',
                '[',
              ])
            : String(hostileValue(r, pools));
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  let contentType = `multipart/form-data; boundary=${boundary}`;
  switch (r.int(8)) {
    case 0:
      contentType = 'multipart/form-data';
      break;
    case 1:
      payload = payload.subarray(0, r.int(payload.length));
      break;
    case 2:
      contentType = 'multipart/form-data; boundary=something-else';
      break;
    case 3:
      payload = Buffer.from(payload.toString('latin1').replace(/\r\n/g, '\n'), 'latin1');
      break;
    default:
  }
  return { payload, contentType };
}

const JSON_BREAKAGES = [
  '{"a":',
  '[',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '"\\u0000"',
  '{"name":"\\ud800"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  'null',
  '',
  'not json at all',
];

/** The body of a request: JSON of the route's schema, broken JSON, the wrong type, or multipart. */
function bodyFor(route: TRoute, r: TRandom, pools: TIdPools, files: Buffer[]) {
  if (route.isMultipart && r.chance(0.8)) return multipartFor(r, pools, files);
  if (route.method === 'GET' && r.chance(0.9)) return {};
  const roll = r.int(10);
  if (roll < 6) {
    const value =
      roll < 4
        ? mutateOnce(validValue(route.body, r, pools), r, pools)
        : valueFor(route.body, r, pools);
    return { payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' };
  }
  if (roll < 8) return { payload: r.pick(JSON_BREAKAGES), contentType: 'application/json' };
  if (roll < 9) return multipartFor(r, pools, files);
  return {
    payload: r.pick(['a=1&b=2', '<xml/>', '\u0000']),
    contentType: r.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'application/json; charset=utf-16',
      'application/octet-stream',
    ]),
  };
}

export type TTokens = { ours: string; theirs: string };

/** `count` requests for one route, from the generator `r`. */
function casesFor(
  route: TRoute,
  count: number,
  r: TRandom,
  pools: TIdPools,
  tokens: TTokens,
  files: Buffer[],
): TCase[] {
  const cases: TCase[] = [];
  // A logout with a real token would end the session the rest of the run uses.
  const isLogout = route.path.endsWith('/auth/logout');
  for (let i = 0; i < count; i += 1) {
    const tenant: 'ours' | 'theirs' = r.chance(0.85) ? 'ours' : 'theirs';
    const authRoll = r.next();
    const authorization = isLogout
      ? r.pick([undefined, 'Bearer not-a-real-token-but-long-enough', 'Basic YTpi'])
      : authRoll < 0.9
        ? `Bearer ${tokens[tenant]}`
        : r.pick([undefined, 'Bearer x', `Bearer ${'A'.repeat(300)}`, 'bearer', '']);
    const { path, isCrossTenant } = pathFor(route, r, pools, tenant);
    const { payload, contentType } = bodyFor(route, r, pools, files);
    const headers: Record<string, string> = {};
    if (authorization !== undefined) headers.authorization = authorization;
    if (contentType) headers['content-type'] = contentType;
    if (r.chance(0.05))
      headers['x-forwarded-for'] = r.pick(['1.2.3.4', 'garbage', '::1, 10.0.0.1']);
    const url = `${path}${queryFor(route, r, pools)}`;
    const request: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    };
    const bodyText =
      typeof payload === 'string' ? payload : payload ? `<${payload.length} bytes>` : '';
    cases.push({
      route,
      request,
      isCrossTenant: isCrossTenant && authorization === `Bearer ${tokens[tenant]}`,
      summary: `${route.method} ${url} [${contentType ?? '-'}] ${bodyText.slice(0, 160)}`,
    });
  }
  return cases;
}

/**
 * Sends every case and reports each 5xx and each leak (a success for a request that named another
 * tenant's row). Requests run one after another: the point is breadth, not load.
 */
export async function probe(
  app: FastifyInstance,
  routes: TRoute[],
  options: { seed: number; perRoute: number; pools: TIdPools; tokens: TTokens },
): Promise<TProbeResult> {
  const r = randomOf(options.seed);
  const files = await hostileFiles();
  const result: TProbeResult = {
    routes: routes.length,
    requests: 0,
    serverErrors: [],
    leaks: [],
    statuses: {},
  };
  for (const route of routes) {
    for (const c of casesFor(route, options.perRoute, r, options.pools, options.tokens, files)) {
      let response: LightMyRequestResponse;
      try {
        response = await app.inject(c.request);
      } catch (error) {
        result.serverErrors.push({ summary: c.summary, status: 0, body: String(error) });
        continue;
      }
      result.requests += 1;
      result.statuses[response.statusCode] = (result.statuses[response.statusCode] ?? 0) + 1;
      const found = { summary: c.summary, status: response.statusCode, body: response.body };
      if (response.statusCode >= 500) result.serverErrors.push(found);
      if (c.isCrossTenant && response.statusCode < 300) result.leaks.push(found);
    }
  }
  return result;
}

/** The ids of both tenants' rows, read through the API as each of them. */
/**
 * A webhook endpoint of the tenant with one delivery. It is saved with a public address, then
 * pointed at this machine behind the API's back (as a DNS change would), so that the fuzzer's Send
 * test requests are refused by the guard at once instead of waiting on the network.
 */
async function webhookEndpointOf(app: FastifyInstance, headers: Record<string, string>) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/webhooks/endpoints',
    headers,
    payload: { url: 'https://93.184.215.14/hooks', events: ['order.created'] },
  });
  const id = created.json().result.id as number;
  await app.db
    .update(webhookEndpoints)
    .set({ url: 'https://127.0.0.1/hooks' })
    .where(eq(webhookEndpoints.id, id));
  const test = await app.inject({
    method: 'POST',
    url: `/api/webhooks/endpoints/${id}/test`,
    headers,
  });
  return { id, deliveryId: test.json().result.id as number };
}

export async function idPoolsOf(app: FastifyInstance, tokens: TTokens): Promise<TIdPools> {
  const pools: TIdPools = {
    apps: { ours: [], theirs: [] },
    sites: { ours: [], theirs: [] },
    constants: { ours: [], theirs: [] },
    actions: { ours: [], theirs: [] },
    businesses: { ours: [], theirs: [] },
    categories: { ours: [], theirs: [] },
    menuProducts: { ours: [], theirs: [] },
    orders: { ours: [], theirs: [] },
    webhookEndpoints: { ours: [], theirs: [] },
    webhookDeliveries: { ours: [], theirs: [] },
  };
  for (const tenant of ['ours', 'theirs'] as const) {
    const headers = { authorization: `Bearer ${tokens[tenant]}` };
    const products = (await app.inject({ url: '/api/products', headers })).json().result as {
      id: number;
      code: string;
      site_id: number | null;
    }[];
    for (const p of products) {
      pools.apps[tenant].push(p.id);
      if (p.site_id) pools.sites[tenant].push(p.site_id);
      if (!p.code.startsWith('app_')) continue;
      const app_ = (await app.inject({ url: `/api/builder/apps/${p.id}`, headers })).json()
        .result as { baseConstants: { id: number }[]; baseActions: { id: number }[] };
      pools.constants[tenant].push(...app_.baseConstants.map((c) => c.id));
      pools.actions[tenant].push(...app_.baseActions.map((a) => a.id));
    }
    const businesses = (await app.inject({ url: '/api/businesses?page_size=5', headers })).json()
      .result.items as { id: number }[];
    for (const b of businesses) {
      pools.businesses[tenant].push(b.id);
      const menu = (await app.inject({ url: `/api/businesses/${b.id}/menu`, headers })).json()
        .result as { categories: { id: number; products: { id: number }[] }[] };
      for (const c of menu.categories) {
        pools.categories[tenant].push(c.id);
        pools.menuProducts[tenant].push(...c.products.map((p) => p.id));
      }
    }
    const orders = (await app.inject({ url: '/api/orders?page_size=5', headers })).json().result
      .items as { id: number }[];
    pools.orders[tenant].push(...orders.map((o) => o.id));
    const endpoint = await webhookEndpointOf(app, headers);
    pools.webhookEndpoints[tenant].push(endpoint.id);
    pools.webhookDeliveries[tenant].push(endpoint.deliveryId);
  }
  return pools;
}
