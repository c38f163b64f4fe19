import { notifications } from '@mantine/notifications';
import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import type { TFranchise } from '@oc/domain/catalogue/catalogue.schema';
import { MESSAGES } from '@oc/domain/messages/messages';
import type { Mock } from 'vitest';
import { stubRecordingServer, type TIntercept } from '../../test/recording-server';
import { failure, ok } from '../../test/stub-server';

// The server the Businesses pages talk to, kept in memory: the list searches, pages and filters
// like the real one (docs/product/api.md#businesses), reads and writes change what it holds, and
// every request is recorded. Only the network is stubbed; the console runs for real.

export const FRANCHISES: TFranchise[] = [
  { id: 3, slug: 'burger-brothers', name: 'Burger Brothers', header: null },
  { id: 4, slug: 'pizza-club', name: 'Pizza Club', header: null },
];

/** A business as the API answers it; `over` changes any field. */
export function businessOf(over: Partial<TBusinessDetails> = {}): TBusinessDetails {
  return {
    id: 7,
    slug: 'pizza-palace',
    name: 'Pizza Palace',
    logo: null,
    header: null,
    description: 'Wood-fired pizza.',
    address: '12 Main Street, Brooklyn',
    latitude: 40.7128,
    longitude: -74.006,
    phone: '+1 718 555 0100',
    time_zone: 'America/New_York',
    hours: {
      mon: [
        { open: '11:30', close: '14:00' },
        { open: '18:00', close: '22:00' },
      ],
      fri: [{ open: '18:00', close: '02:00' }],
    },
    closed_dates: ['2026-12-25'],
    order_types: ['delivery', 'pickup'],
    delivery_fee: 250,
    minimum_order: 1000,
    delivery_minutes: 35,
    pickup_minutes: 15,
    cuisines: ['Pizza', 'Italian'],
    franchise_id: null,
    published: true,
    translations: {},
    archived: false,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

/** `count` businesses named 'Business 01'…, with nothing but a name, like the demo's extra ones. */
export const manyBusinesses = (count: number, over: Partial<TBusinessDetails> = {}) =>
  Array.from({ length: count }, (_, i) =>
    businessOf({
      id: 100 + i,
      slug: `business-${i + 1}`,
      name: `Business ${String(i + 1).padStart(2, '0')}`,
      description: '',
      address: '',
      cuisines: [],
      hours: {},
      closed_dates: [],
      ...over,
    }),
  );

type TOptions = {
  businesses?: TBusinessDetails[];
  /** Answers a request before the catalogue does (a refusal, a held answer); undefined to go on. */
  intercept?: TIntercept;
};

/** The catalogue's answers, and the layout's (the user, the products, the brand's site). */
export function serveBusinesses({ businesses = [businessOf()], intercept }: TOptions = {}) {
  // Toasts live in a module-level store (the whole app is rendered, not renderWithProviders, which
  // cleans it): each test starts without the previous test's.
  notifications.clean();
  const stored = new Map(businesses.map((b) => [b.id, structuredClone(b)]));
  let nextId = 500;
  const { requests, fetchMock } = stubRecordingServer(({ method, path, query, body }) => {
    if (path === '/configs') return ok({ google_maps_api_key: null, site_url: null });
    if (path === '/franchises') return ok(FRANCHISES);
    if (path === '/businesses' && method === 'GET') {
      const search = (query.get('search') ?? '').toLowerCase();
      const isArchived = query.get('status') === 'archived';
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 20);
      const found = [...stored.values()]
        .filter((b) => b.archived === isArchived && b.name.toLowerCase().includes(search))
        .sort((a, b) => a.name.localeCompare(b.name));
      const items = found
        .slice((page - 1) * size, page * size)
        .map(({ id, slug, name, logo, cuisines, address, published, archived }) => ({
          id,
          slug,
          name,
          logo,
          cuisines,
          address,
          published,
          archived,
        }));
      return ok({ items, total: found.length, page, page_size: size });
    }
    if (path === '/businesses' && method === 'POST') {
      const created = businessOf({
        ...body,
        id: nextId++,
        slug: body.slug ?? body.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        hours: body.hours ?? {},
        closed_dates: body.closed_dates ?? [],
      });
      stored.set(created.id, created);
      return { status: 201, body: { error: false, result: created } };
    }
    const match = /^\/businesses\/(\d+)(\/archive|\/restore)?$/.exec(path);
    const business = match ? stored.get(Number(match[1])) : undefined;
    if (!business) return failure(404, MESSAGES.BUSINESS_NOT_FOUND);
    if (match?.[2]) business.archived = match[2] === '/archive';
    else if (method === 'PATCH') Object.assign(business, body);
    return ok(structuredClone(business));
  }, intercept);
  return {
    requests,
    fetchMock: fetchMock as Mock,
    /** The requests to the catalogue's writes. */
    writes: () => requests.filter((r) => r.method !== 'GET'),
    /** The list's requests, as their query strings. */
    listQueries: () =>
      requests
        .filter((r) => r.method === 'GET' && r.path === '/api/businesses')
        .map((r) => Object.fromEntries(r.query)),
    stored: (id: number) => stored.get(id),
  };
}
