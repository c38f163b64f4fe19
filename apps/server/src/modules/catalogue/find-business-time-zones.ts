import type { TScope } from '../../lib/scope';
import { findTimeZonesBySlug } from './business-time-zones.repository';

/**
 * The time zone of each business the slugs name (an order keeps the slug its business had), by
 * slug: the website writes an order's times on its business's clock. A slug of no business of
 * the project is left out.
 */
export async function findBusinessTimeZones(
  scope: TScope,
  slugs: string[],
): Promise<Map<string, string>> {
  const rows = await findTimeZonesBySlug(scope, [...new Set(slugs)]);
  return new Map(rows.map((row) => [row.slug, row.timeZone]));
}
