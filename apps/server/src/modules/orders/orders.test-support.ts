import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { createTestApp } from '../../../test/helpers';
import { configs, sites } from '../../db/schema';
import { insertOrder, type TOrderRow } from './orders.repository';

type TApp = Awaited<ReturnType<typeof createTestApp>>;

/** A project's scope and its ordering website's id, by the project's subdomain. */
export async function orderingSiteOf(t: TApp, subdomain: string) {
  const [row] = await t.database.db
    .select({ projectId: sites.projectId, siteId: sites.id })
    .from(sites)
    .innerJoin(
      configs,
      and(
        eq(configs.projectId, sites.projectId),
        eq(configs.scope, 'configurations'),
        eq(configs.key, 'subdomain'),
      ),
    )
    .where(and(eq(configs.value, subdomain), eq(sites.kind, 'ordering')));
  if (!row) throw new Error(`no ordering site for ${subdomain}`);
  return { scope: { db: t.database.db, projectId: row.projectId }, siteId: row.siteId };
}

type TStoredOrder = {
  businessSlug?: string;
  businessName?: string;
  orderType?: string;
  customerName?: string;
  phone?: string;
  address?: string;
  createdAt?: Date;
  total?: number;
  lines?: TOrderRow['lines'];
};

/**
 * Stores an order as placing one does (its number and first 'received' step included), with the
 * business, type, customer and time a test chooses: the list's filters are tested on orders
 * placed at known times, which the website's checkout cannot place.
 */
export async function storeOrder(t: TApp, subdomain: string, o: TStoredOrder = {}) {
  const { scope, siteId } = await orderingSiteOf(t, subdomain);
  const lines = o.lines ?? [
    { product_id: '1', name: 'Margherita', quantity: 2, unit_price: 500, total: 1000 },
  ];
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  return insertOrder(scope, {
    siteId,
    publicId: randomBytes(16).toString('base64url'),
    businessSlug: o.businessSlug ?? 'pizza-palace',
    businessName: o.businessName ?? 'Pizza Palace',
    businessLogo: null,
    orderType: o.orderType ?? 'pickup',
    lines,
    subtotal,
    deliveryFee: 0,
    total: o.total ?? subtotal,
    scheduledFor: null,
    customer: {
      name: o.customerName ?? 'Ada Lovelace',
      phone: o.phone ?? '555 0100',
      address: o.address ?? '',
      internal_number: '',
      notes: '',
    },
    createdAt: o.createdAt ?? new Date(),
  });
}
