import type { TBusinessUpdate } from '@oc/domain/catalogue/business.schema';
import { and, eq, sql } from 'drizzle-orm';
import { businesses } from '../../db/tables/catalogue';
import { inScopeBusinesses, type TScope } from '../../lib/scope';

// A business as its owner edits it: every column, archived ones too. A business manager's scope
// reaches only their businesses: another is not found, as another project's is.

/** The business of this id among those the scope reaches. */
const reached = (scope: TScope, businessId: number) =>
  and(
    eq(businesses.projectId, scope.projectId),
    eq(businesses.id, businessId),
    inScopeBusinesses(scope, businesses.id),
  );

export type TBusinessRow = typeof businesses.$inferSelect;

/** The columns of the fields sent; a field left out is left out of the write. */
function columnsOf(fields: TBusinessUpdate) {
  return {
    slug: fields.slug,
    name: fields.name,
    description: fields.description,
    address: fields.address,
    latitude: fields.latitude,
    longitude: fields.longitude,
    phone: fields.phone,
    timeZone: fields.time_zone,
    hours: fields.hours,
    closedDates: fields.closed_dates,
    orderTypes: fields.order_types,
    deliveryFee: fields.delivery_fee,
    minimumOrder: fields.minimum_order,
    deliveryMinutes: fields.delivery_minutes,
    pickupMinutes: fields.pickup_minutes,
    cuisines: fields.cuisines,
    franchiseId: fields.franchise_id,
    published: fields.published,
    translations: fields.translations,
  };
}

export async function findBusinessRow(scope: TScope, businessId: number) {
  const rows = await scope.db.select().from(businesses).where(reached(scope, businessId)).limit(1);
  return rows[0] ?? null;
}

/** A new business; the table's defaults fill what is not given (UTC, delivery and pickup, …). */
export async function insertBusiness(
  { db, projectId }: TScope,
  fields: TBusinessUpdate & { name: string; slug: string },
) {
  const [row] = await db
    .insert(businesses)
    .values({ ...columnsOf(fields), name: fields.name, slug: fields.slug, projectId })
    .returning();
  if (!row) throw new Error('the business insert returned nothing');
  return row;
}

export async function updateBusinessRow(
  scope: TScope,
  businessId: number,
  fields: TBusinessUpdate,
) {
  await scope.db
    .update(businesses)
    .set({ ...columnsOf(fields), updatedAt: new Date() })
    .where(reached(scope, businessId));
}

/**
 * Archives (keeping the first archiving time) or restores a business; false when the project has
 * no such business.
 */
export async function setBusinessArchived(scope: TScope, businessId: number, isArchived: boolean) {
  const rows = await scope.db
    .update(businesses)
    .set({
      archivedAt: isArchived ? sql`coalesce(${businesses.archivedAt}, now())` : null,
      updatedAt: new Date(),
    })
    .where(reached(scope, businessId))
    .returning({ id: businesses.id });
  return rows.length > 0;
}
