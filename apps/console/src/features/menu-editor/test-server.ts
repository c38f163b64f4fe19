import { notifications } from '@mantine/notifications';
import type { TMenu, TMenuCategory, TMenuProduct } from '@oc/domain/catalogue/menu.schema';
import type { TMenuImportResult } from '@oc/domain/catalogue/menu-csv.schema';
import { MESSAGES } from '@oc/domain/messages/messages';
import type { Mock } from 'vitest';
import { stubRecordingServer, type TIntercept } from '../../test/recording-server';
import { failure, ok } from '../../test/stub-server';
import { stubUploads } from '../../test/stub-upload';

// The server the menu editor talks to, kept in memory: a business's menu read and written like the
// real one (docs/product/menus.md#api), and every request recorded. Only the network is stubbed.

const BUSINESSES = [
  { id: 7, slug: 'pizza-palace', name: 'Pizza Palace' },
  { id: 8, slug: 'pizza-palace-uptown', name: 'Pizza Palace Uptown' },
];

export function productOf(over: Partial<TMenuProduct> = {}): TMenuProduct {
  return {
    id: 100,
    name: 'Margherita',
    description: '',
    price: 1050,
    image: null,
    available: true,
    option_groups: [],
    translations: {},
    ...over,
  };
}

/** Pizzas (Margherita, Diavola) and Drinks (Cola): business 7's menu by default. */
export function pizzaMenu(): TMenuCategory[] {
  return [
    {
      id: 1,
      name: 'Pizzas',
      products: [
        productOf(),
        productOf({ id: 101, name: 'Diavola', price: 1250, available: false }),
      ],
    },
    { id: 2, name: 'Drinks', products: [productOf({ id: 102, name: 'Cola', price: 300 })] },
  ];
}

export const emptyImport = (over: Partial<TMenuImportResult> = {}): TMenuImportResult => ({
  dry_run: true,
  added: { categories: [], products: [] },
  changed: { categories: [], products: [] },
  removed: { categories: [], products: [] },
  unchanged: 0,
  reordered: false,
  errors: [],
  ...over,
});

type TOptions = {
  categories?: TMenuCategory[];
  /** The menu of business 8, which may be copied. */
  otherCategories?: TMenuCategory[];
  /** Answers a request before the menu does (a refusal, a held answer); undefined to go on. */
  intercept?: TIntercept;
  /** The answer to an import (the dry run's and the real one's). */
  importAnswer?: (isDryRun: boolean) => { status: number; body: unknown };
  /** The answer to a product photo's upload: by default, stored at UPLOADED_PRODUCT_IMAGE. */
  productImageAnswer?: () =>
    | { status: number; body: unknown }
    | Promise<{ status: number; body: unknown }>;
};

/** Where the stub server stores an uploaded product photo. */
export const UPLOADED_PRODUCT_IMAGE = `/files/ab/${'ab'.repeat(32)}.png`;

export function serveMenu({
  categories = pizzaMenu(),
  otherCategories = [{ id: 50, name: 'Salads', products: [] }],
  intercept,
  importAnswer = (isDryRun) => ok(emptyImport({ dry_run: isDryRun })),
  productImageAnswer = () => ok({ url: UPLOADED_PRODUCT_IMAGE, width: 512, height: 512 }),
}: TOptions = {}) {
  notifications.clean();
  const menus = new Map<number, TMenuCategory[]>([
    [7, structuredClone(categories)],
    [8, structuredClone(otherCategories)],
  ]);
  let nextId = 900;
  const all = () => [...menus.values()].flat();
  const categoryById = (id: number) => all().find((c) => c.id === id);
  const productById = (id: number) =>
    all()
      .flatMap((c) => c.products.map((p) => ({ category: c, product: p })))
      .find(({ product }) => product.id === id);
  const withIds = (body: Record<string, unknown>): Omit<TMenuProduct, 'id'> => {
    const groups = (body.option_groups ?? []) as {
      name: string;
      min_choices: number;
      max_choices: number;
      options: { name: string; price_delta: number }[];
    }[];
    return {
      ...(body as Omit<TMenuProduct, 'id' | 'option_groups'>),
      option_groups: groups.map((g) => ({
        ...g,
        id: nextId++,
        options: g.options.map((o) => ({ ...o, id: nextId++ })),
      })),
    };
  };

  const { requests, fetchMock } = stubRecordingServer(({ method, path, query, body }) => {
    if (path === '/businesses' && method === 'GET') {
      const search = (query.get('search') ?? '').toLowerCase();
      const items = BUSINESSES.filter((b) => b.name.toLowerCase().includes(search)).map((b) => ({
        ...b,
        logo: null,
        cuisines: [],
        address: '',
        published: true,
        archived: false,
      }));
      return ok({ items, total: items.length, page: 1, page_size: 20 });
    }
    let match = /^\/businesses\/(\d+)(\/menu.*)?$/.exec(path);
    if (match) {
      const businessId = Number(match[1]);
      const business = BUSINESSES.find((b) => b.id === businessId);
      const menu = menus.get(businessId);
      if (!business || !menu) return failure(404, MESSAGES.BUSINESS_NOT_FOUND);
      const rest = match[2];
      const answer = () => ok({ business_id: businessId, categories: menu } satisfies TMenu);
      if (!rest) return ok({ ...business, archived: false, published: true });
      if (rest === '/menu') return answer();
      if (rest === '/menu/categories' && method === 'POST') {
        const category = { id: nextId++, name: body.name, products: [] };
        menu.push(category);
        return ok(category);
      }
      if (rest === '/menu/categories/order') {
        const next = (body.ids as number[]).map((id) => menu.find((c) => c.id === id));
        menu.splice(0, menu.length, ...(next as TMenuCategory[]));
        return answer();
      }
      if (rest === '/menu/copy') {
        const copied = structuredClone(menus.get(body.from_business_id) ?? []);
        menu.splice(0, menu.length, ...copied.map((c) => ({ ...c, id: nextId++ })));
        return answer();
      }
      if (rest === '/menu/export')
        return { status: 200, body: 'category,product\r\nPizzas,Margherita\r\n' };
    }
    match = /^\/menu\/categories\/(\d+)(\/products(\/order)?)?$/.exec(path);
    if (match) {
      const category = categoryById(Number(match[1]));
      if (!category) return failure(404, MESSAGES.MENU_ITEM_NOT_FOUND);
      if (match[3]) {
        const next = (body.ids as number[]).map((id) => category.products.find((p) => p.id === id));
        category.products = next as TMenuProduct[];
        return ok(category);
      }
      if (match[2]) {
        const product = {
          id: nextId++,
          ...withIds({ description: '', image: null, available: true, ...body }),
        };
        category.products.push(product);
        return ok(product);
      }
      if (method === 'PATCH') {
        category.name = body.name;
        return ok(category);
      }
      if (method === 'DELETE') {
        if (category.products.length > 0 && query.get('with_products') !== 'true')
          return failure(409, MESSAGES.MENU_CATEGORY_HAS_PRODUCTS);
        for (const [id, list] of menus)
          menus.set(
            id,
            list.filter((c) => c.id !== category.id),
          );
        return ok(null);
      }
    }
    match = /^\/menu\/products\/(\d+)$/.exec(path);
    if (match) {
      const found = productById(Number(match[1]));
      if (!found) return failure(404, MESSAGES.MENU_ITEM_NOT_FOUND);
      const { category, product } = found;
      if (method === 'DELETE') {
        category.products = category.products.filter((p) => p !== product);
        return ok(null);
      }
      const { category_id, ...fields } = body;
      Object.assign(product, fields.option_groups ? withIds(fields) : fields);
      if (category_id !== undefined && category_id !== category.id) {
        category.products = category.products.filter((p) => p !== product);
        categoryById(category_id)?.products.push(product);
      }
      return ok(product);
    }
    return failure(404, 'Not found');
  }, intercept);
  const uploads = stubUploads(({ url }) =>
    /\/businesses\/\d+\/product-images$/.test(url)
      ? productImageAnswer()
      : importAnswer(url.includes('dry_run=true')),
  );
  return {
    requests,
    fetchMock: fetchMock as Mock,
    uploads,
    /** The requests that change something. */
    writes: () => requests.filter((r) => r.method !== 'GET'),
    menu: (businessId = 7) => menus.get(businessId) ?? [],
  };
}
