import type { TBusinessUpdate } from '@oc/domain/catalogue/business.schema';
import { and, eq, sql } from 'drizzle-orm';
import { businesses } from '../../db/tables/catalogue';
import type { TScope } from '../../lib/scope';

// A business as its owner edits it: every column, archived ones too.

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
  };
}

export async function findBusinessRow({ db, projectId }: TScope, businessId: number) {
  const rows = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.projectId, projectId), eq(businesses.id, businessId)))
    .limit(1);
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
  { db, projectId }: TScope,
  businessId: number,
  fields: TBusinessUpdate,
) {
  await db
    .update(businesses)
    .set({ ...columnsOf(fields), updatedAt: new Date() })
    .where(and(eq(businesses.projectId, projectId), eq(businesses.id, businessId)));
}

/**
 * Archives (keeping the first archiving time) or restores a business; false when the project has
 * no such business.
 */
export async function setBusinessArchived(
  { db, projectId }: TScope,
  businessId: number,
  isArchived: boolean,
) {
  const rows = await db
    .update(businesses)
    .set({
      archivedAt: isArchived ? sql`coalesce(${businesses.archivedAt}, now())` : null,
      updatedAt: new Date(),
    })
    .where(and(eq(businesses.projectId, projectId), eq(businesses.id, businessId)))
    .returning({ id: businesses.id });
  return rows.length > 0;
}
