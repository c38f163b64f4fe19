import * as t from '../db/schema';
import { defaultThemeValues, SITES } from './demo-sites';
import type { TSeedTx } from './seed.types';

/** The three websites, each with its theme; answers their ids by kind. */
export async function seedSites(tx: TSeedTx, projectId: number) {
  const siteIds = new Map<string, number>();
  for (const site of SITES) {
    const [row] = await tx
      .insert(t.sites)
      .values({ projectId, ...site })
      .returning({ id: t.sites.id });
    if (!row) throw new Error('site insert returned nothing');
    siteIds.set(site.kind, row.id);
    await tx.insert(t.themes).values({
      projectId,
      siteId: row.id,
      themeId: site.kind,
      structure: 'default',
      values: defaultThemeValues(site.kind),
    });
  }
  return siteIds;
}
