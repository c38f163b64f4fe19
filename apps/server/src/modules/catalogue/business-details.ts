import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import type { TBusinessRow } from './business-details.repository';

/** The API's read model of a business row. */
export const detailsOf = (row: TBusinessRow): TBusinessDetails => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  logo: row.logo,
  header: row.header,
  description: row.description,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  phone: row.phone,
  time_zone: row.timeZone,
  hours: row.hours,
  closed_dates: row.closedDates,
  order_types: row.orderTypes,
  delivery_fee: row.deliveryFee,
  minimum_order: row.minimumOrder,
  delivery_minutes: row.deliveryMinutes,
  pickup_minutes: row.pickupMinutes,
  cuisines: row.cuisines,
  franchise_id: row.franchiseId,
  published: row.published,
  translations: row.translations,
  archived: row.archivedAt !== null,
  updated_at: row.updatedAt.toISOString(),
});
